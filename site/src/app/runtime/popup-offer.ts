import type { PromoL10n } from "@mvpn/design-system";
import {
  isMobile,
  nextPopup,
  type PopupShownStore,
  type PromotionConfig,
  type PromotionL10n,
} from "../../promotion";
import type { PopupPromotion } from "../../promotion/popup-promotions";
import type { Runtime } from "./start-runtime";

/** A popup that is due now, with what it says. */
export interface PopupOffer {
  promotion: PopupPromotion;
  at: Date;
  config: PromotionConfig;
  /** The remote config's texts for it, when operators wrote some. */
  title?: PromoL10n | undefined;
  body?: PromoL10n | undefined;
  discount: number;
}

const L10N_NAME: Readonly<Record<PopupPromotion, string>> = {
  weekend: "weekend",
  workday: "workday",
  "mobile-daily": "mobile",
  festival: "festival",
};

/**
 * The remote texts of a popup: `popup_<weekend|workday|mobile|festival>_title`
 * and `_body` in promotion_l10n. The festival popup also takes the generic
 * `popup_title` / `popup_body` of docs/promotions.md's example, since a
 * festival is the campaign those texts are written for.
 */
export function remotePopupText(
  l10n: PromotionL10n,
  promotion: PopupPromotion,
  part: "title" | "body",
): PromoL10n | undefined {
  const own = l10n[`popup_${L10N_NAME[promotion]}_${part}`];
  if (own) return own;
  return promotion === "festival" ? l10n[`popup_${part}`] : undefined;
}

/**
 * The popup due on this page view (SPEC.md §4 "Popups"), or null: none
 * applies, it was already shown, or the remote config did not load in time
 * ("load remoteConfig timeout": no config, no popup).
 */
export async function popupOfferNow(
  runtime: Runtime,
  indexRoute: boolean,
  store: PopupShownStore,
): Promise<PopupOffer | null> {
  const promotion = await runtime.promotion().catch(() => null);
  if (!promotion) return null;
  const at = new Date();
  const due = nextPopup({
    indexRoute,
    mobile: isMobile(),
    now: at,
    config: promotion.config,
    store,
  });
  if (!due) return null;
  return {
    promotion: due,
    at,
    config: promotion.config,
    title: remotePopupText(promotion.l10n, due, "title"),
    body: remotePopupText(promotion.l10n, due, "body"),
    discount: await runtime.maxDiscount(),
  };
}
