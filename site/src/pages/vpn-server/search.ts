/**
 * /vpn-server's search (issue #38): does a country or city name contain what
 * the visitor typed? Compared with the page language's collation at base
 * strength, so case and accents do not count ("sao" finds "São Paulo",
 * "munchen" finds "München") and each language's own letters compare as its
 * readers expect. Accents on Latin letters are taken off first: German's
 * collation tells "ü" from "u" even at base strength, yet a German typing
 * "munchen" is looking for München. Other scripts keep their marks (a
 * Japanese voiced mark, a Cyrillic "й" make another letter).
 */
export function createMatcher(
  locale: string,
): (names: readonly string[], query: string) => boolean {
  const collator = new Intl.Collator(locale, { sensitivity: "base", usage: "search" });
  const contains = (text: string, query: string) => {
    // Compare every stretch of the name as long as the query: a substring search by the collation's rules.
    const chars = [...plain(text)];
    const length = [...query].length;
    for (let start = 0; start + length <= chars.length; start += 1) {
      if (collator.compare(chars.slice(start, start + length).join(""), query) === 0) return true;
    }
    return false;
  };
  return (names, query) => {
    const wanted = plain(query).trim();
    if (wanted === "") return true;
    return names.some((name) => contains(name, wanted));
  };
}

/** Latin letters without their accents ("São" → "Sao"), everything else as written, composed. */
function plain(text: string): string {
  return text
    .normalize("NFD")
    .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
    .normalize("NFC");
}
