import { z } from "zod";
import { CURRENCIES } from "../constants/currencies";

// GET /l10n/prices (SPEC.md §3 "Localised price response", §7): the price
// localisation. It imitates a separate service, so it answers in that
// service's shape, without the api's envelope (ADR 0010), and is not in the
// OpenAPI document; the api validates its query by hand (routes/l10n/prices.ts).

const moneySchema = z.object({ gross: z.number(), net: z.number(), tax: z.number() });

/** One product of the answer. */
export const localizedProductSchema = z.object({
  product_id: z.number().int(),
  product_title: z.string(),
  currency: z.enum(CURRENCIES),
  vendor_set_prices_included_tax: z.boolean(),
  /** The first charge: the trial price on plans with a trial, else the term price. */
  price: moneySchema,
  list_price: moneySchema,
  subscription: z.object({
    interval: z.literal("month"),
    frequency: z.number().int(),
    trial_days: z.number().int(),
    /** The price of each term: what the site shows (SPEC.md §3 subscription.price.gross). */
    price: moneySchema,
    list_price: moneySchema,
  }),
});
export type LocalizedProduct = z.output<typeof localizedProductSchema>;

/** `response` of a successful answer. */
export const localizedPricesSchema = z.object({
  customer_country: z.string(),
  products: z.array(localizedProductSchema),
});
export type LocalizedPrices = z.output<typeof localizedPricesSchema>;

/** The whole answer: `{ success: true, response }`, or HTTP 400 `{ success: false, error }`. */
export const localizedPricesAnswerSchema = z.discriminatedUnion("success", [
  z.object({ success: z.literal(true), response: localizedPricesSchema }),
  z.object({
    success: z.literal(false),
    error: z.object({ code: z.number().int(), message: z.string() }),
  }),
]);
export type LocalizedPricesAnswer = z.output<typeof localizedPricesAnswerSchema>;

export interface LocalizedPricesQuery {
  /** Plan ids, comma-separated: "1,2" (at most MAX_PRODUCT_IDS). */
  product_ids: string;
  /** A two-letter country code in any case; none means USD. */
  customer_country?: string;
}
