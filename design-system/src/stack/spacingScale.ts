/**
 * The 4/8 px rhythm of DESIGN-LANGUAGE.md (0, 4, 8, 12, 16, 24, 32, 48, 64,
 * 96 px) as gap utilities. Class names are written out in full so Tailwind
 * finds them in the source; a computed `gap-${n}` would never be generated.
 */
export const GAP_CLASSES = {
  0: "gap-0",
  1: "gap-1",
  2: "gap-2",
  3: "gap-3",
  4: "gap-4",
  6: "gap-6",
  8: "gap-8",
  12: "gap-12",
  16: "gap-16",
  24: "gap-24",
} as const;

/** A step of the spacing scale, in 4 px units: `4` is 16 px. */
export type SpaceStep = keyof typeof GAP_CLASSES;

export const SPACE_STEPS = Object.keys(GAP_CLASSES).map(Number) as SpaceStep[];

/** Cross-axis alignment of the children. */
export const ALIGN_CLASSES = {
  start: "items-start",
  center: "items-center",
  end: "items-end",
  stretch: "items-stretch",
  baseline: "items-baseline",
} as const;

export type StackAlign = keyof typeof ALIGN_CLASSES;

/** Main-axis distribution; `start`/`end` follow the reading direction. */
export const JUSTIFY_CLASSES = {
  start: "justify-start",
  center: "justify-center",
  end: "justify-end",
  between: "justify-between",
} as const;

export type StackJustify = keyof typeof JUSTIFY_CLASSES;
