import type { PlanCardProps } from "../PlanCard";

type PlanFixture = Pick<PlanCardProps, "value" | "price">;

/**
 * Three plans as a site hands them to a PlanCard: the radio value and the
 * amounts as decimal strings, the price per month the largest, the term's
 * total, and the undiscounted term both struck through and as the renewal.
 */
export const MONTHLY: PlanFixture = {
  value: "1",
  price: {
    currency: "USD",
    symbol: "$",
    perMonth: "11.99",
    monthly: true,
    total: "11.99",
    totalBeforeDiscount: null,
    renewal: "11.99",
    trial: null,
    discountPercent: null,
  },
};

export const YEARLY: PlanFixture = {
  value: "12",
  price: {
    currency: "USD",
    symbol: "$",
    perMonth: "4.99",
    monthly: true,
    total: "59.88",
    totalBeforeDiscount: "143.88",
    renewal: "143.88",
    trial: null,
    discountPercent: 58,
  },
};

export const TWO_YEARS: PlanFixture = {
  value: "24",
  price: {
    currency: "USD",
    symbol: "$",
    perMonth: "3.49",
    monthly: true,
    total: "83.76",
    totalBeforeDiscount: "287.76",
    renewal: "287.76",
    trial: "0.99",
    discountPercent: 71,
  },
};
