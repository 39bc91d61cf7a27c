import { STORAGE_KEY_PREFIXES } from "@mvpn/contract/constants";
import { localDateKey, PROMO_POPUP_FLAVOURS, type PromoPopupFlavour } from "@mvpn/design-system";
import { type KeyValueStore, localStore } from "../tracking/key-value-store";
import type { PromotionConfig } from "./promotion-config";

/** `promo-popup-shown:<flavour>` holds the period in which that popup was last shown. */
export function popupShownKey(flavour: PromoPopupFlavour): string {
  return `${STORAGE_KEY_PREFIXES.popupShown}${flavour}`;
}

/**
 * The period a popup is shown once in (docs/promotions.md): the festival
 * popup once per festival, named by its start; the others once per local
 * calendar day, the "daily" of the mobile popup applied to all three.
 */
export function popupPeriod(
  flavour: PromoPopupFlavour,
  now: Date,
  config: PromotionConfig,
): string {
  if (flavour === "festival") return `festival:${String(config.startTime ?? "")}`;
  return localDateKey(now);
}

export interface PopupShownStore {
  /** The popups already shown in their current period. */
  shown(now: Date, config: PromotionConfig): PromoPopupFlavour[];
  markShown(flavour: PromoPopupFlavour, now: Date, config: PromotionConfig): void;
}

/**
 * The "already shown" state of the four popups, in local storage so that it
 * holds across tabs and visits; a period that has passed simply stops
 * matching, so nothing needs cleaning up.
 */
export function popupShownStore(storage: KeyValueStore = localStore): PopupShownStore {
  return {
    shown: (now, config) =>
      PROMO_POPUP_FLAVOURS.filter(
        (flavour) => storage.getItem(popupShownKey(flavour)) === popupPeriod(flavour, now, config),
      ),
    markShown: (flavour, now, config) => {
      storage.setItem(popupShownKey(flavour), popupPeriod(flavour, now, config));
    },
  };
}
