/**
 * The colour markup of promotion texts (SPEC.md §3 "localised text with
 * colour markup … placeholders of the form @(number)"). The grammar is in
 * this folder's README.md:
 *
 *   [accent]Save @(0)%[/accent] on every plan until [strong]Sunday[/strong]
 *
 * Remote config cannot name a colour or a class, only one of these tones,
 * so a config entry can never inject CSS, HTML or script: everything that is
 * not a known tag or placeholder is text.
 */
export const PROMO_TONES = ["accent", "strong", "highlight", "muted", "danger"] as const;
export type PromoTone = (typeof PROMO_TONES)[number];

/** How deep tones may nest; an opening tag deeper than this is shown as text. */
export const PROMO_MAX_DEPTH = 4;

export type PromoNode =
  | { type: "text"; value: string }
  /** `@(index)` before values are filled in; `raw` is the placeholder as written. */
  | { type: "placeholder"; index: number; raw: string }
  /** A filled-in placeholder: a value, formatted for the locale, shown as one isolated run. */
  | { type: "value"; value: string }
  | { type: "tone"; tone: PromoTone; children: PromoNode[] };

const TOKEN = /\[(\/?)([a-z]+)\]|@\((\d+)\)/g;

const isTone = (name: string): name is PromoTone =>
  (PROMO_TONES as readonly string[]).includes(name);

function pushText(children: PromoNode[], value: string) {
  if (value === "") return;
  const last = children.at(-1);
  if (last?.type === "text") last.value += value;
  else children.push({ type: "text", value });
}

/**
 * Parses promotion markup into a tree. Never throws: unknown tags, closing
 * tags without an opening one and anything HTML-like stay text; a closing
 * tag closes the tones opened inside it; tones left open end with the text.
 * Linear in the length of the text.
 */
export function parsePromoText(text: string): PromoNode[] {
  const root: PromoNode[] = [];
  const open: { tone: PromoTone; children: PromoNode[] }[] = [];
  const current = () => open.at(-1)?.children ?? root;
  let last = 0;

  for (const match of text.matchAll(TOKEN)) {
    const [whole, slash, name, digits] = match;
    pushText(current(), text.slice(last, match.index));
    last = match.index + whole.length;

    if (digits !== undefined) {
      const index = Number(digits);
      if (Number.isSafeInteger(index)) current().push({ type: "placeholder", index, raw: whole });
      else pushText(current(), whole);
      continue;
    }
    if (name === undefined || !isTone(name)) {
      pushText(current(), whole);
      continue;
    }
    if (slash === "") {
      if (open.length >= PROMO_MAX_DEPTH) {
        pushText(current(), whole);
        continue;
      }
      const node: PromoNode = { type: "tone", tone: name, children: [] };
      current().push(node);
      open.push(node);
      continue;
    }
    const depth = open.findLastIndex((entry) => entry.tone === name);
    if (depth === -1) pushText(current(), whole);
    else open.length = depth;
  }
  pushText(current(), text.slice(last));
  return root;
}

/** The text a tree shows, without markup: for a page title, an `aria-label` or a test. */
export function promoTextToPlain(nodes: readonly PromoNode[]): string {
  return nodes.map(plainTextOf).join("");
}

function plainTextOf(node: PromoNode): string {
  if (node.type === "tone") return promoTextToPlain(node.children);
  return node.type === "placeholder" ? node.raw : node.value;
}
