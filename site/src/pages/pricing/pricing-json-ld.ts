import type { Plan } from "@mvpn/contract";
import type { IntlShape } from "react-intl";
import { productWithOffers } from "../../app/seo/structured-data-pricing";
import { pricingMessages } from "./messages";

type OfferedPlan = Pick<
  Plan,
  "id" | "duration_months" | "money" | "price_discount_amount" | "currency"
>;

/**
 * /pricing's plans as Product and Offers for search engines (issue #37),
 * each offer named as its plan card names it.
 */
export function pricingJsonLd(
  intl: IntlShape,
  plans: readonly OfferedPlan[],
  { description, locale }: { description: string; locale: string },
) {
  return productWithOffers({
    description,
    locale,
    plans: plans.map((plan) => ({
      name: intl.formatMessage(pricingMessages.planTitle, { months: plan.duration_months }),
      id: plan.id,
      months: plan.duration_months,
      price: plan.money,
      priceBeforeDiscount: plan.price_discount_amount,
      currency: plan.currency,
    })),
  });
}
