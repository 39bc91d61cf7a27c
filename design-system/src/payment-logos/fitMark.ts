/** The area a mark may fill inside its chip, in em of the chip's font size. */
const AREA = { width: 2, height: 1.25 } as const;

/**
 * The size of a mark drawn as large as the chip's area allows while keeping
 * its proportions: a wordmark takes the full width, a symbol the full height.
 */
export function fitMark(width: number, height: number): { width: string; height: string } {
  const aspect = width / height;
  const fitsWidth = aspect >= AREA.width / AREA.height;
  const w = fitsWidth ? AREA.width : AREA.height * aspect;
  const h = fitsWidth ? AREA.width / aspect : AREA.height;
  return { width: `${round(w)}em`, height: `${round(h)}em` };
}

const round = (value: number) => Math.round(value * 1000) / 1000;
