import type { Plan, SupportedCurrency } from "@mvpn/design-system";

/**
 * Realistic plans (1, 12 and 24 months) in the four currencies of SPEC.md §1,
 * shaped as the api's plan list sends them: decimal strings, the price per
 * month in price_amount, the term's total in money, the undiscounted term in
 * price_discount_amount.
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

const minus = (a: string, b: string) =>
  ((Math.round(Number(a) * 100) - Math.round(Number(b) * 100)) / 100).toFixed(2);

export function plansFor(currency: SupportedCurrency): [Plan, Plan, Plan] {
  const p = PRICES[currency];
  const shared = { price_unit: "month", currency, currencySymbol: SYMBOLS[currency] };
  return [
    {
      ...shared,
      id: 1,
      price_amount: p.monthly,
      money: p.monthly,
      price_discount_amount: p.monthly,
      price_deduction_amount: "0.00",
      discount_percent: "0%",
    },
    {
      ...shared,
      id: 12,
      price_amount: p.yearlyPerMonth,
      money: p.yearly,
      price_discount_amount: p.yearlyList,
      price_deduction_amount: minus(p.yearlyList, p.yearly),
      discount_percent: "58%",
    },
    {
      ...shared,
      id: 24,
      price_amount: p.twoYearsPerMonth,
      money: p.twoYears,
      price_discount_amount: p.twoYearsList,
      price_deduction_amount: minus(p.twoYearsList, p.twoYears),
      discount_percent: "71%",
    },
  ];
}

export const CURRENCIES = [
  "USD",
  "AUD",
  "CAD",
  "GBP",
] as const satisfies readonly SupportedCurrency[];

/** Plan names as the site words them. */
export const PLAN_TITLES: { en: readonly string[]; ar: readonly string[] } = {
  en: ["1 month", "12 months", "24 months"],
  ar: ["شهر واحد", "12 شهرًا", "24 شهرًا"],
};
