import { defineMessages } from "react-intl";

/**
 * The daily offer banner's own words (SPEC.md §4 "Banners and offers"); the
 * offer itself is the remote config's text. In the header catalog, which
 * every page loads, like the popups' words.
 */
export const bannerMessages = defineMessages({
  region: { id: "header.promoBannerRegion", defaultMessage: "Today's offer" },
  // Says what closing does: the banner is back tomorrow (docs/promotions.md).
  close: { id: "header.promoBannerClose", defaultMessage: "Hide this offer for today" },
  ends: { id: "header.promoBannerEnds", defaultMessage: "Ends in" },
});
