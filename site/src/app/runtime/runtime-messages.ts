import { defineMessages } from "react-intl";

/**
 * Words of the runtime layer (the api's session dialog, the promotion popups).
 * In the header catalog, which every page loads (SPEC.md §2 step 5), because
 * the layer can speak on any page.
 */
export const sessionMessages = defineMessages({
  // SPEC.md §4 gives the question itself; the dialog also needs a short name for screen readers.
  expiredTitle: { id: "header.sessionExpiredTitle", defaultMessage: "Session ended" },
});

/**
 * The popups' own words, used when the remote config's promotion_l10n has no
 * text for the popup (docs/promotions.md); `{discount}` is the maximum
 * discount of SPEC.md §4 (floor 59), already a percent from Intl ("62 %").
 */
export const popupMessages = defineMessages({
  weekendTitle: { id: "header.promoWeekendTitle", defaultMessage: "Weekend offer" },
  weekendBody: {
    id: "header.promoWeekendBody",
    defaultMessage: "Save up to {discount} on every plan this weekend.",
  },
  workdayTitle: { id: "header.promoWorkdayTitle", defaultMessage: "Today's offer" },
  workdayBody: {
    id: "header.promoWorkdayBody",
    defaultMessage: "Protect all your devices today for up to {discount} less.",
  },
  mobileTitle: { id: "header.promoMobileTitle", defaultMessage: "Today's mobile deal" },
  mobileBody: {
    id: "header.promoMobileBody",
    defaultMessage: "Secure your phone in one tap and save up to {discount}.",
  },
  festivalTitle: { id: "header.promoFestivalTitle", defaultMessage: "Festival sale" },
  festivalBody: {
    id: "header.promoFestivalBody",
    defaultMessage: "Our biggest sale of the season: up to {discount} off every plan.",
  },
  // On /pricing itself the popup leads to the checkout (offer-link.ts).
  claimOffer: { id: "header.promoClaimOffer", defaultMessage: "Get the offer" },
});
