// subset-font and fontverter ship no types: the calls the build and its tests make.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "woff2" | "woff" | "truetype" | "sfnt";
      /** An axis pinned to one value, or cut to a range (HarfBuzz's instancer). */
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}

declare module "fontverter" {
  const fontverter: {
    convert(font: Buffer, toFormat: "woff2" | "woff" | "truetype" | "sfnt"): Promise<Buffer>;
  };
  export default fontverter;
}
