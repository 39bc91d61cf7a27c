import { SITE_NAME } from "./site-origin";
import { absoluteUrl, CONTEXT, type Json, LOGO_PATH } from "./structured-data";

/**
 * schema.org JSON-LD of what /pricing sells (issue #37). A module of its own, imported by
 * the pricing page only, so it travels in that page's chunk.
 */

export interface PlanOfferInput {
  /** The plan's name as the page shows it ("12 months", translated). */
  name: string;
  /** The plan id, for the checkout's address. */
  id: number;
  /** Months the price buys (SPEC.md §3 plan list: `duration_months`). */
  months: number;
  /** What is billed for the term (`money`), a decimal with a point. */
  price: string;
  /** The term's price before the discount (`price_discount_amount`), when above `price`. */
  priceBeforeDiscount: string | null;
  /** ISO 4217 (`currency`). */
  currency: string;
}

/**
 * `Product` with an `Offer` per plan, for /pricing: each offer's price and
 * currency for its term (`billingDuration`), and the discount as Google's
 * strike-through price (the price before it, `priceType` StrikethroughPrice).
 */
export function productWithOffers({
  name = SITE_NAME,
  description,
  locale = "en",
  plans,
}: {
  name?: string;
  description: string;
  locale?: string;
  plans: readonly PlanOfferInput[];
}): Json {
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name,
    description,
    url: absoluteUrl("/pricing", locale),
    image: absoluteUrl(LOGO_PATH),
    brand: { "@type": "Brand", name: SITE_NAME },
    offers: plans.map((plan) => {
      const term = `P${plan.months}M`;
      const price = { price: plan.price, priceCurrency: plan.currency };
      return {
        "@type": "Offer",
        name: plan.name,
        url: absoluteUrl(`/pricing/checkout/${plan.id}`, locale),
        ...price,
        availability: "https://schema.org/InStock",
        priceSpecification: [
          { "@type": "UnitPriceSpecification", ...price, billingDuration: term },
          ...(plan.priceBeforeDiscount !== null &&
          Number(plan.priceBeforeDiscount) > Number(plan.price)
            ? [
                {
                  "@type": "UnitPriceSpecification",
                  priceType: "https://schema.org/StrikethroughPrice",
                  price: plan.priceBeforeDiscount,
                  priceCurrency: plan.currency,
                  billingDuration: term,
                },
              ]
            : []),
        ],
      };
    }),
  };
}
