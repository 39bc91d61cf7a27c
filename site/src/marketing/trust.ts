/**
 * The average store rating the home page quotes (App Store and Google Play
 * reviews). A product figure, not a computed one: keep it in line with the
 * stores when their averages change.
 */
export const APP_RATING = 4.6;

/** Devices one account can use at the same time (the pricing page's "10 devices at the same time"). */
export const DEVICES_PER_ACCOUNT = 10;
