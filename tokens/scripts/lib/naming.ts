/**
 * The naming contract other packages code against:
 *  - CSS variable: `--mvpn-` + token name with dots as dashes
 *    (`color.text.muted` → `--mvpn-color-text-muted`, `space.4` → `--mvpn-space-4`).
 *  - Tailwind colour: the token name without `color.` (`--color-text-muted`,
 *    utility `text-text-muted`), except the `text.on-*` roles, which are
 *    foreground by definition and drop `text.` too (`text-on-accent`, not
 *    `text-text-on-accent`).
 */

export const cssVariablePrefix = "--mvpn-";

export function cssVariableName(tokenName: string): string {
  return `${cssVariablePrefix}${tokenName.split(".").join("-")}`;
}

export function tailwindColorName(tokenName: string): string {
  const role = tokenName.replace(/^color\./, "").replace(/^text\.(on-)/, "$1");
  return role.split(".").join("-");
}

/**
 * The raw palette (colours declared in base/) stays out of the CSS: components
 * may only reach colour through roles, so a brand can change every colour
 * without touching component code.
 */
export function isPublicToken(token: { name: string; layer: string }): boolean {
  return !(token.layer === "base" && token.name.startsWith("color."));
}
