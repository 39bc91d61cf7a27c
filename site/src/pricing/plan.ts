import type { Plan as ContractPlan } from "@mvpn/contract";

/** An amount: the api sends decimal strings such as "59.88"; the pricing rules also take numbers. */
export type Amount = number | string;

/**
 * A plan of the plan list (SPEC.md §3 "Plan"; its one definition is the
 * contract's `planSchema`, the api's answer; every api Plan is one of these),
 * with the fields the pricing rules read, amounts read leniently:
 * - `price_amount`: the price per `price_unit` (per month), "4.99", the largest number on a card;
 * - `money`: what the buyer pays for the whole term, "119.76";
 * - `price_discount_amount`: the undiscounted price of the term, "311.76";
 * - `price_deduction_amount`: what the discount saves on the term, "192.00";
 * - `trial_price`: the price of the first period, only on plans with a trial;
 * - `currency`: USD, AUD, CAD or GBP (SPEC.md §1); `discount_percent`: "59%".
 * The api sends more (name, duration_months, is_recommended); the rules do not need them.
 */
export type Plan = Pick<
  ContractPlan,
  "id" | "price_unit" | "currencySymbol" | "discount_percent"
> & {
  price_amount: Amount;
  money: Amount;
  price_discount_amount: Amount;
  price_deduction_amount: Amount;
  trial_price?: Amount | null;
  /** ISO 4217 code: USD, AUD, CAD or GBP (SPEC.md §1); the rules format any code. */
  currency: string;
};
