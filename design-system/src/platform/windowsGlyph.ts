/**
 * The four-pane Windows mark, drawn here: simple-icons carries no Microsoft
 * marks. Four squares on a 24-unit grid with a 1-unit gap, the same shape as
 * `siApple` and friends so `BrandGlyph` draws it.
 */
export const windowsGlyph = {
  title: "Windows",
  path: "M0 0h11.5v11.5H0zM12.5 0H24v11.5H12.5zM0 12.5h11.5V24H0zM12.5 12.5H24V24H12.5z",
} as const;
