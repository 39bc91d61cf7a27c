import { STORAGE_KEY_PREFIXES } from "@mvpn/contract/constants";
import { localDateKey } from "@mvpn/design-system";
import { type KeyValueStore, localStore } from "../storage/key-value-store";
import { POPUP_PROMOTIONS, type PopupPromotion } from "./popup-promotions";
import type { PromotionConfig } from "./promotion-config";

/** `promo-popup-shown:<promotion>` holds the period in which that popup was last shown. */
export function popupShownKey(promotion: PopupPromotion): string {
  return `${STORAGE_KEY_PREFIXES.popupShown}${promotion}`;
}

/**
 * The period a popup is shown once in (docs/promotions.md): the festival
 * popup once per festival, named by its start; the others once per local
 * calendar day, the "daily" of the mobile popup applied to all three.
 */
export function popupPeriod(promotion: PopupPromotion, now: Date, config: PromotionConfig): string {
  if (promotion === "festival") return `festival:${String(config.startTime ?? "")}`;
  return localDateKey(now);
}

export interface PopupShownStore {
  /** The popups already shown in their current period. */
  shown(now: Date, config: PromotionConfig): PopupPromotion[];
  markShown(promotion: PopupPromotion, now: Date, config: PromotionConfig): void;
}

/**
 * The "already shown" state of the four popups, in local storage so that it
 * holds across tabs and visits; a period that has passed simply stops
 * matching, so nothing needs cleaning up.
 */
export function popupShownStore(storage: KeyValueStore = localStore): PopupShownStore {
  return {
    shown: (now, config) =>
      POPUP_PROMOTIONS.filter(
        (promotion) =>
          storage.getItem(popupShownKey(promotion)) === popupPeriod(promotion, now, config),
      ),
    markShown: (promotion, now, config) => {
      storage.setItem(popupShownKey(promotion), popupPeriod(promotion, now, config));
    },
  };
}
