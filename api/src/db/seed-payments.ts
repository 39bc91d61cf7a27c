import {
  type Currency,
  SEEDED_PLAN_IDS,
  type SeededPlanSet,
  type SeededProductType,
} from "@mvpn/contract/constants";
import { toMinorUnits } from "../payments/money.js";
import type { AppDb } from "./database.js";
import { planPrices, plans } from "./schema/payments.js";

/**
 * The plans on sale when nobody has configured any: for each web product
 * (SPEC.md §3: 501 Web_Master, 502 Web_Turbo, 503 Web_Signal, 512
 * Web_TurboNovel) 1, 12 and 24 months, in the default set and in the "cj"
 * affiliate set (X-From: CJ), priced in USD, AUD, CAD and GBP; and the
 * free trial's 1-month plan. The ids are the contract's (`SEEDED_PLAN_IDS`:
 * the site prerenders a checkout for each of its product's).
 *
 * Prices are per month, written as decimals; a term costs months × its
 * monthly price, and its list price is months × the 1-month price, so the
 * discount follows: 24 months in USD is 119.76 against 311.76, 62 %.
 */
const WEB_PRODUCTS = [501, 502, 503, 512] as const satisfies readonly SeededProductType[];

type MonthlyPrices = Readonly<Record<Currency, string>>;

interface TermPrices {
  months: 1 | 12 | 24;
  monthly: MonthlyPrices;
  /** Price of the first month of a trial, when the term has one. */
  trial?: MonthlyPrices;
}

/** The 1-month price: the list price every discount is measured against. */
const LIST_MONTHLY: MonthlyPrices = { USD: "12.99", AUD: "19.99", CAD: "17.99", GBP: "10.99" };

/** The first-month price of the CJ set's monthly plan, an affiliate's introductory offer. */
const CJ_FIRST_MONTH: MonthlyPrices = { USD: "1.99", AUD: "2.99", CAD: "2.79", GBP: "1.69" };

/** The free trial of /vpn-trial (SPEC.md §1 "Start a free trial"): its first month costs nothing. */
const FREE_FIRST_MONTH: MonthlyPrices = { USD: "0.00", AUD: "0.00", CAD: "0.00", GBP: "0.00" };

const PLAN_SETS: Readonly<Record<SeededPlanSet, readonly TermPrices[]>> = {
  default: [
    { months: 1, monthly: LIST_MONTHLY },
    { months: 12, monthly: { USD: "5.99", AUD: "8.99", CAD: "7.99", GBP: "4.99" } },
    { months: 24, monthly: { USD: "4.99", AUD: "7.59", CAD: "6.79", GBP: "4.19" } },
  ],
  // Affiliate visitors (X-From: CJ) get a first month at a trial price and a
  // slightly cheaper year; the maximum discount stays 62 %.
  cj: [
    {
      months: 1,
      monthly: LIST_MONTHLY,
      trial: CJ_FIRST_MONTH,
    },
    { months: 12, monthly: { USD: "5.79", AUD: "8.79", CAD: "7.79", GBP: "4.79" } },
    { months: 24, monthly: { USD: "4.99", AUD: "7.59", CAD: "6.79", GBP: "4.19" } },
  ],
  // The free trial of /vpn-trial (`plans?offer=trial`), open to every
  // visitor: a first month free for an account and browser that have never
  // had a trial or a subscription, then the monthly price until cancelled.
  trial: [{ months: 1, monthly: LIST_MONTHLY, trial: FREE_FIRST_MONTH }],
};

const TERM_NAMES: Readonly<Record<TermPrices["months"], string>> = {
  1: "1 month",
  12: "12 months",
  24: "24 months",
};

/** Every seeded plan and price row, in a stable order (ids are public: keep them). */
export function seededPlanRows(): {
  plans: (typeof plans.$inferInsert)[];
  prices: (typeof planPrices.$inferInsert)[];
} {
  const planRows: (typeof plans.$inferInsert)[] = [];
  const priceRows: (typeof planPrices.$inferInsert)[] = [];
  for (const productType of WEB_PRODUCTS) {
    for (const [planSet, terms] of Object.entries(PLAN_SETS) as [SeededPlanSet, TermPrices[]][]) {
      const ids: readonly number[] = SEEDED_PLAN_IDS[productType][planSet];
      if (ids.length !== terms.length) {
        throw new Error(
          `SEEDED_PLAN_IDS[${productType}].${planSet} names ${ids.length} plans, the set has ${terms.length}`,
        );
      }
      for (const [index, term] of terms.entries()) {
        const id = ids[index] as number;
        planRows.push({
          id,
          planSet,
          productType,
          name: TERM_NAMES[term.months],
          durationMonths: term.months,
          priceUnit: "month",
          sortOrder: index,
          isRecommended: term.months === 12,
        });
        for (const currency of Object.keys(LIST_MONTHLY) as Currency[]) {
          priceRows.push({
            planId: id,
            currency,
            amountMinor: toMinorUnits(term.monthly[currency]) * term.months,
            listAmountMinor: toMinorUnits(LIST_MONTHLY[currency]) * term.months,
            trialAmountMinor: term.trial ? toMinorUnits(term.trial[currency]) : null,
          });
        }
      }
    }
  }
  return { plans: planRows, prices: priceRows };
}

/**
 * Inserts the seeded plans and prices that are missing. Like the rest of the
 * seed it never overwrites: a price an operator changed stays changed.
 */
export async function seedPayments(db: AppDb): Promise<void> {
  const rows = seededPlanRows();
  await db.insert(plans).values(rows.plans).onConflictDoNothing({ target: plans.id });
  await db
    .insert(planPrices)
    .values(rows.prices)
    .onConflictDoNothing({ target: [planPrices.planId, planPrices.currency] });
}
