import type { PlanList } from "@mvpn/contract";
import {
  CURRENCY_SYMBOLS,
  formatPrice,
  type OrderSummaryProps,
  type PlanCardProps,
  type SupportedCurrency,
} from "@mvpn/design-system";
import { checkoutSummary } from "../../../site/src/checkout/summary";
import { maxDiscount } from "../../../site/src/pricing/max-discount";
import { planCardPrice, planCardValue } from "../../../site/src/pricing/plan-card-price";
import {
  type PrerenderedPlanSet,
  prerenderedPlans,
} from "../../../site/src/pricing/prerendered-plans";
import { PLAN_MONTHS } from "./checkoutFixtures";
import { siteCopy } from "./siteCopy";

/** A plan of the site's plan list, as the api answers it (SPEC.md §3 "Plan"). */
export type SitePlan = PlanList["list"][number];

/** A plan as a page hands it to a PlanCard: the radio value and the amounts to show. */
export type PlanFixture = Pick<PlanCardProps, "value" | "price">;

type Terms<T> = [monthly: T, yearly: T, twoYears: T];

/**
 * A plan the site sells (issue #39), in US dollars, as its pages are
 * prerendered with it (site/src/pricing/plans.snapshot.json, the api's
 * seeded plans): of everyone's set ("default"), an affiliate's ("cj") or the
 * free trial's, by term. A story shows what a visitor sees, and fails
 * instead of drifting when the site drops the plan.
 */
export function prerenderedPlan(set: PrerenderedPlanSet, months: number): SitePlan {
  const plan = prerenderedPlans(set).list.find((item) => item.duration_months === months);
  if (!plan) throw new Error(`The site's "${set}" plans have no ${months}-month plan`);
  return plan;
}

const USD_PLANS = PLAN_MONTHS.map((months) =>
  prerenderedPlan("default", months),
) as Terms<SitePlan>;

/**
 * The site prerenders USD only; a visitor in Australia, Canada or Britain
 * reads the api's prices in their currency once the page refreshes its
 * plans. Storybook cannot import the api, so its seeded prices per month
 * (api/src/db/seed-payments.ts, 1, 12 and 24 months) are copied here, and
 * each plan is the site's USD plan with them: a term costs months × its
 * price per month and is listed at months × the 1-month price, the saving
 * in whole percent, as the api words a plan (api/src/payments/plans/plan-view.ts).
 */
const SEEDED_PER_MONTH: Record<Exclude<SupportedCurrency, "USD">, Terms<string>> = {
  AUD: ["19.99", "8.99", "7.59"],
  CAD: ["17.99", "7.99", "6.79"],
  GBP: ["10.99", "4.99", "4.19"],
};

const cents = (amount: string) => Math.round(Number(amount) * 100);
const decimal = (minor: number) => (minor / 100).toFixed(2);

/** The site's plans in a currency, ordered by term: 1, 12 and 24 months. */
export function sitePlans(currency: SupportedCurrency): Terms<SitePlan> {
  if (currency === "USD") return USD_PLANS;
  const perMonth = SEEDED_PER_MONTH[currency];
  const list = cents(perMonth[0]);
  const priced = (plan: SitePlan, price: string): SitePlan => {
    const months = plan.duration_months;
    const saving = (list - cents(price)) * months;
    return {
      ...plan,
      currency,
      currencySymbol: CURRENCY_SYMBOLS[currency],
      price_amount: price,
      money: decimal(cents(price) * months),
      price_discount_amount: decimal(list * months),
      price_deduction_amount: decimal(saving),
      discount_percent: `${Math.round((100 * saving) / (list * months))}%`,
    };
  };
  const [monthly, yearly, twoYears] = USD_PLANS;
  return [priced(monthly, perMonth[0]), priced(yearly, perMonth[1]), priced(twoYears, perMonth[2])];
}

/** A plan's card as the site makes it (site/src/pages/pricing/PricingPlans.tsx): its id, its amounts. */
export const planFixture = (plan: SitePlan): PlanFixture => ({
  value: planCardValue(plan),
  price: planCardPrice(plan),
});

/** The site's plans as PlanCards, ordered by term: 1, 12 and 24 months. */
export function plansFor(currency: SupportedCurrency): Terms<PlanFixture> {
  return sitePlans(currency).map(planFixture) as Terms<PlanFixture>;
}

/**
 * The site's monthly plans with a trial: the free first month of
 * /vpn-trial's offer, and the paid one of an affiliate's (CJ).
 */
export const TRIAL_PLANS = {
  free: prerenderedPlan("trial", 1),
  paid: prerenderedPlan("cj", 1),
} as const;

/**
 * The order summary of a plan as the checkout's aside shows it
 * (site/src/pages/checkout/CheckoutSummaryAside.tsx), from the site's own
 * `checkoutSummary`; a buyer who never subscribed is eligible for a trial.
 */
export function orderSummaryOf(
  plan: SitePlan,
  { trialEligible = false } = {},
): Pick<
  OrderSummaryProps,
  "currency" | "symbol" | "listPrice" | "discount" | "trial" | "total" | "perMonth" | "renewal"
> {
  const summary = checkoutSummary(plan, { trialEligible });
  return {
    currency: summary.currency,
    symbol: summary.symbol,
    listPrice: summary.listPrice,
    discount: summary.discount,
    trial: summary.trial ? { amount: summary.trial, months: 1 } : null,
    total: summary.total,
    perMonth: summary.perMonth,
    renewal: { amount: summary.renewal, months: summary.months },
  };
}

/** The maximum discount the site advertises (SPEC.md §4): the highest of its plans', 59 % at least. */
export const MAX_DISCOUNT = maxDiscount(prerenderedPlans().list);

/** A whole percent as the site's pages write it (react-intl's `formatNumber`): "62%", "62 %". */
export const intlPercent = (percent: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: "percent" }).format(percent / 100);

/**
 * The values of the home page's pricing teaser (`home.pricing.body`), as the
 * site takes them from its plan list (site/src/content/marketing.server.ts,
 * `loadPricingTeaser`): the lowest price per month, and the maximum discount.
 */
export function pricingTeaser(locale: string): { price: string; discount: string } {
  const lowest = USD_PLANS.reduce((low, plan) =>
    Number(plan.price_amount) < Number(low.price_amount) ? plan : low,
  );
  return {
    price: formatPrice(lowest.price_amount, lowest.currency, locale),
    discount: intlPercent(MAX_DISCOUNT, locale),
  };
}

export const CURRENCIES = [
  "USD",
  "AUD",
  "CAD",
  "GBP",
] as const satisfies readonly SupportedCurrency[];

/** Plan names as the pricing page words them, in a locale. */
export function planTitles(locale: string): readonly string[] {
  const t = siteCopy(locale, "pricing");
  return PLAN_MONTHS.map((months) => t("pricing.plans.title", { months }));
}
