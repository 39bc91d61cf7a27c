import { Button, Section } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { useLayoutData } from "../app/frame/useLayoutData";
import { withLanguage } from "../app/routing/paths";
import { productWithOffers } from "../app/seo/structured-data-pricing";
import { JsonLd } from "../marketing/JsonLd";
import { maxDiscount } from "../pricing";
import { useLivePlans } from "../pricing/useLivePlans";
import { pricingMessages } from "./pricing/messages";
import { PricingFaq } from "./pricing/PricingFaq";
import { PricingIncluded } from "./pricing/PricingIncluded";
import { PricingOffer } from "./pricing/PricingOffer";
import { PricingPlans } from "./pricing/PricingPlans";
import { useFestival } from "./pricing/useFestival";

/**
 * /pricing (issue #12): prerendered with the api's seeded plan list, so the
 * HTML carries every price; after hydration the visitor's own list (plan
 * set, currency) replaces it in place.
 */
export default function PricingPage() {
  const intl = useIntl();
  const { locale, description } = useLayoutData();
  const { plans } = useLivePlans();
  const festival = useFestival();
  return (
    <>
      <PricingOffer percent={maxDiscount(plans.list)} festival={festival} />
      <PricingPlans plans={plans} locale={locale} />
      <PricingIncluded />
      <PricingFaq />
      {/* The prerendered plans as Product and Offers, for search engines (issue #37). */}
      <JsonLd
        data={
          import.meta.env.SSR &&
          productWithOffers({
            description,
            locale,
            plans: plans.list.map((plan) => ({
              name: intl.formatMessage(pricingMessages.planTitle, { months: plan.duration_months }),
              id: plan.id,
              months: plan.duration_months,
              price: plan.money,
              priceBeforeDiscount: plan.price_discount_amount,
              currency: plan.currency,
            })),
          })
        }
      />
      <Section tone="brand" spacing="md">
        <div className="max-w-content mx-auto flex flex-col items-start gap-4 px-4 sm:px-6 lg:px-8">
          <h2 className="font-display text-on-brand m-0 text-2xl font-bold md:text-3xl">
            {intl.formatMessage(pricingMessages.closingHeading)}
          </h2>
          <p className="text-on-brand-muted m-0 max-w-2xl text-lg">
            {intl.formatMessage(pricingMessages.closingBody)}
          </p>
          <Button asChild size="lg" variant="primary">
            <Link to={`${withLanguage(locale, "/pricing")}#plans`}>
              {intl.formatMessage(pricingMessages.closingAction)}
            </Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
