import { formatPrice, type PlanCardProps, type SupportedCurrency } from "@mvpn/design-system";
import { siteCopy } from "./siteCopy";

/** A plan as a page hands it to a PlanCard: the radio value and the amounts to show. */
export type PlanFixture = Pick<PlanCardProps, "value" | "price">;

/**
 * Realistic plans (1, 12 and 24 months) in the four currencies of SPEC.md §1,
 * as a site gives them to a PlanCard: decimal strings, the price per month,
 * the term's total, and the undiscounted term, struck through and renewed at.
 */
interface Prices {
  monthly: string;
  yearlyPerMonth: string;
  yearly: string;
  yearlyList: string;
  twoYearsPerMonth: string;
  twoYears: string;
  twoYearsList: string;
}

const PRICES: Record<SupportedCurrency, Prices> = {
  USD: {
    monthly: "11.99",
    yearlyPerMonth: "4.99",
    yearly: "59.88",
    yearlyList: "143.88",
    twoYearsPerMonth: "3.49",
    twoYears: "83.76",
    twoYearsList: "287.76",
  },
  AUD: {
    monthly: "17.99",
    yearlyPerMonth: "7.49",
    yearly: "89.88",
    yearlyList: "215.88",
    twoYearsPerMonth: "5.29",
    twoYears: "126.96",
    twoYearsList: "431.76",
  },
  CAD: {
    monthly: "15.99",
    yearlyPerMonth: "6.69",
    yearly: "80.28",
    yearlyList: "191.88",
    twoYearsPerMonth: "4.69",
    twoYears: "112.56",
    twoYearsList: "383.76",
  },
  GBP: {
    monthly: "9.49",
    yearlyPerMonth: "3.99",
    yearly: "47.88",
    yearlyList: "113.88",
    twoYearsPerMonth: "2.79",
    twoYears: "66.96",
    twoYearsList: "227.76",
  },
};

const SYMBOLS: Record<SupportedCurrency, string> = { USD: "$", AUD: "A$", CAD: "CA$", GBP: "£" };

export function plansFor(currency: SupportedCurrency): [PlanFixture, PlanFixture, PlanFixture] {
  const p = PRICES[currency];
  const shared = { currency, symbol: SYMBOLS[currency], monthly: true, trial: null };
  return [
    {
      value: "1",
      price: {
        ...shared,
        perMonth: p.monthly,
        total: p.monthly,
        totalBeforeDiscount: null,
        renewal: p.monthly,
        discountPercent: null,
      },
    },
    {
      value: "12",
      price: {
        ...shared,
        perMonth: p.yearlyPerMonth,
        total: p.yearly,
        totalBeforeDiscount: p.yearlyList,
        renewal: p.yearlyList,
        discountPercent: 58,
      },
    },
    {
      value: "24",
      price: {
        ...shared,
        perMonth: p.twoYearsPerMonth,
        total: p.twoYears,
        totalBeforeDiscount: p.twoYearsList,
        renewal: p.twoYearsList,
        discountPercent: 71,
      },
    },
  ];
}

/**
 * The values of the home page's pricing teaser (`home.pricing.body`): the
 * cheapest month, the longest plan's, and what that plan saves, as the site
 * takes them from its plan list.
 */
export function pricingTeaser(locale: string): { price: string; discount: string } {
  const longest = plansFor("USD")[2].price;
  const percent = new Intl.NumberFormat(locale, { style: "percent" });
  return {
    price: formatPrice(longest.perMonth, longest.currency, locale),
    discount: percent.format((longest.discountPercent ?? 0) / 100),
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
  return [1, 12, 24].map((months) => t("pricing.plans.title", { months }));
}
