/**
 * A brand mark as simple-icons publishes it, the fields the components use.
 * Each mark is a module of its own (`./<slug>.gen.ts`, written by
 * scripts/glyphs.ts) so a page bundles only the marks it draws; simple-icons'
 * own index is one module holding every mark.
 */
export interface Glyph {
  /** The brand's name, e.g. "Apple". */
  title: string;
  slug: string;
  /** The brand colour, six hex digits without `#`; the components draw in `currentColor`. */
  hex: string;
  /** The SVG path on a 24 × 24 grid. */
  path: string;
}
