/**
 * A same-origin path, such as "/de/paystatus": what a purchase's return_url
 * may be. Never another origin (`//evil.example`, `https://…`, `/\evil`): an
 * open redirect would let anyone bounce buyers to a look-alike site.
 */
export function isSameOriginPath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return false;
  // Whitespace and control characters (code points below 0x20) have no place in a path.
  if (/\s/.test(value) || [...value].some((char) => char.charCodeAt(0) < 0x20)) return false;
  try {
    const base = "http://same.invalid";
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}
