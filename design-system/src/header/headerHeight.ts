/**
 * The header bar's height: 64 px on phones, 80 px from `md`. A section under
 * the transparent header adds it to its top padding, so both read it here.
 */
export const HEADER_HEIGHT = "h-16 md:h-20";

/** Top padding of a section under the transparent header: its own padding plus the header's height. */
export const HEADER_OVERLAP_PADDING = {
  none: "pt-16 md:pt-20",
  sm: "pt-24 md:pt-32",
  md: "pt-28 md:pt-36",
  lg: "pt-32 md:pt-44",
} as const;
