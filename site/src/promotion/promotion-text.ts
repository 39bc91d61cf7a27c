import { type PromoNode, resolvePromoText } from "@mvpn/design-system";
import type { PromotionL10n } from "./promotion-config";

/**
 * One text of the promotion, ready for `<PromoText>`-style rendering: picked
 * for the locale (the locale, its language, then `default`), its colour
 * markup parsed and its `@(n)` placeholders filled from `values` (SPEC.md
 * §3). The design system does the work; this names the text by its key.
 */
export function promotionText(
  l10n: PromotionL10n,
  key: string,
  locale: string,
  values: readonly (string | number)[] = [],
): PromoNode[] {
  return resolvePromoText(
    Object.hasOwn(l10n, key) ? (l10n[key] ?? {}) : {},
    locale,
    "default",
    values,
  );
}
