import { baseLanguage } from "../locale/locales";
import { type PromoNode, parsePromoText } from "./parsePromoText";

/** A promotion text per locale, as remote config sends it: `{ default: "…", de: "…" }`. */
export type PromoL10n = Readonly<Record<string, unknown>>;

function textAt(l10n: PromoL10n, key: string): string | undefined {
  if (!Object.hasOwn(l10n, key)) return undefined;
  const value = l10n[key];
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/**
 * The text for a locale: the locale itself (`pt-BR`), then its language
 * (`pt`), then the default entry. Entries that are missing, empty or not
 * text (remote config is not trusted) are skipped; with none left, "".
 */
export function pickPromoText(l10n: PromoL10n, locale: string, defaultKey = "default"): string {
  const language = baseLanguage(locale);
  return textAt(l10n, locale) ?? textAt(l10n, language) ?? textAt(l10n, defaultKey) ?? "";
}

function numberFormat(locale: string): Intl.NumberFormat {
  try {
    // Latin digits, as prices and the countdown show them in every language.
    return new Intl.NumberFormat(locale, { numberingSystem: "latn" });
  } catch {
    return new Intl.NumberFormat("en");
  }
}

/**
 * Fills `@(n)` placeholders with `values[n]`: numbers are formatted for the
 * locale (59000 → "59,000" in English, "59.000" in German); strings are
 * shown as they are, never parsed as markup. A placeholder without a value
 * (out of range, or a number that is not finite) stays visible as written,
 * so a broken config entry is noticed instead of silently losing a number.
 */
export function fillPromoPlaceholders(
  nodes: readonly PromoNode[],
  values: readonly (string | number)[],
  locale: string,
): PromoNode[] {
  const format = numberFormat(locale);
  const fill = (list: readonly PromoNode[]): PromoNode[] =>
    list.map((node) => {
      if (node.type === "tone") return { ...node, children: fill(node.children) };
      if (node.type !== "placeholder") return node;
      const value = Object.hasOwn(values, node.index) ? values[node.index] : undefined;
      if (typeof value === "string") return { type: "value", value };
      if (typeof value === "number" && Number.isFinite(value))
        return { type: "value", value: format.format(value) };
      return { type: "text", value: node.raw };
    });
  return fill(nodes);
}

/**
 * A promotion text ready to render: picked for the locale with the default
 * fallback (SPEC.md §3), parsed, and its placeholders filled. Values are
 * filled after parsing, so a value can never add markup.
 */
export function resolvePromoText(
  l10n: PromoL10n,
  locale: string,
  defaultKey = "default",
  values: readonly (string | number)[] = [],
): PromoNode[] {
  return fillPromoPlaceholders(
    parsePromoText(pickPromoText(l10n, locale, defaultKey)),
    values,
    locale,
  );
}
