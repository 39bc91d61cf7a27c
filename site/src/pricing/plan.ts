/** An amount as the api sends it: a decimal string such as "59.88", or a number. */
export type Amount = number | string;

/**
 * A plan of the plan list, field for field as SPEC.md §3 names them, with the
 * meaning the api gives each (api/src/payments/plans/plan-view.ts), read
 * leniently: amounts may be numbers or decimal strings. The api client's
 * `Plan` (api/types.ts) is one of these. The api sends more (name,
 * duration_months, is_recommended); the pricing rules do not need them.
 */
export interface Plan {
  id: string | number;
  /** The price per `price_unit` (per month): "4.99". The largest number on a plan card. */
  price_amount: Amount;
  /** What `price_amount` is quoted per: "month". */
  price_unit: string;
  /** What the buyer pays for the whole term: "119.76". */
  money: Amount;
  /** The undiscounted price of the whole term: "311.76". */
  price_discount_amount: Amount;
  /** What the discount saves on the term: "192.00". */
  price_deduction_amount: Amount;
  /** The price of the first period, only on plans with a trial. */
  trial_price?: Amount | null;
  /** ISO 4217 code: USD, AUD, CAD or GBP (SPEC.md §1). */
  currency: string;
  currencySymbol: string;
  /** The saving as a string such as "59%". */
  discount_percent: string;
}
