import { useIntl } from "react-intl";
import { useLayoutData } from "../app/frame/useLayoutData";
import { withLanguage } from "../app/routing/paths";
import { CallToActionBand } from "../marketing/CallToActionBand";
import { JsonLd } from "../marketing/JsonLd";
import { maxDiscount } from "../pricing";
import { useLivePlans } from "../pricing/useLivePlans";
import { pricingMessages } from "./pricing/messages";
import { PricingFaq } from "./pricing/PricingFaq";
import { PricingIncluded } from "./pricing/PricingIncluded";
import { PricingOffer } from "./pricing/PricingOffer";
import { PricingPlans } from "./pricing/PricingPlans";
import { pricingJsonLd } from "./pricing/pricing-json-ld";
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
        data={import.meta.env.SSR && pricingJsonLd(intl, plans.list, { description, locale })}
      />
      <CallToActionBand
        title={intl.formatMessage(pricingMessages.closingHeading)}
        action={{
          href: `${withLanguage(locale, "/pricing")}#plans`,
          label: intl.formatMessage(pricingMessages.closingAction),
        }}
      >
        <p className="text-on-brand-muted m-0 max-w-2xl text-lg">
          {intl.formatMessage(pricingMessages.closingBody)}
        </p>
      </CallToActionBand>
    </>
  );
}
