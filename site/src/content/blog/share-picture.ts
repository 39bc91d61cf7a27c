/** The size of an article's lead picture, and of the picture shared with its link (Open Graph's 1.91:1). */
export const SHARE_PICTURE = { width: 1200, height: 630 } as const;

/**
 * The picture a link to an article shows when it is shared (og:image). Facebook, X and LinkedIn show
 * no SVG, so a lead SVG is shared as the JPEG drawn from it beside it (site/scripts/rasterize-pictures.ts:
 * `/blog/dns-leaks.svg` → `/blog/dns-leaks.jpg`); a lead picture in another format is shared as it is.
 */
export function sharePicture(image: string): string {
  return image.endsWith(".svg") ? `${image.slice(0, -".svg".length)}.jpg` : image;
}
