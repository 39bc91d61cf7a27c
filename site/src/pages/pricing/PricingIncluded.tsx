import { PaymentLogos, PlanComparison } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { includedMessages, pricingMessages } from "./messages";
import { INCLUDED, PAYMENT_LOGOS } from "./pricing-lists";

/** What every plan includes, and the ways to pay (with the marks buyers look for). */
export function PricingIncluded() {
  const intl = useIntl();
  return (
    <div className="bg-surface-sunken">
      <div className="max-w-content mx-auto grid w-full gap-12 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-16 lg:px-8">
        {/* Japanese labels break only between phrases (app.css, issue #38): in this
            half-width column three columns left 124 px, narrower than ノーログポリシー. */}
        <PlanComparison
          className="lg:[&:lang(ja)>ul]:grid-cols-2"
          title={intl.formatMessage(pricingMessages.includedHeading)}
          headingLevel={2}
          rows={INCLUDED.map((key) => ({
            id: key,
            label: intl.formatMessage(includedMessages[key]),
          }))}
        />
        <section aria-labelledby="pricing-payment-heading" className="flex flex-col gap-4">
          <h2
            id="pricing-payment-heading"
            className="font-display text-text m-0 text-2xl font-bold md:text-3xl"
          >
            {intl.formatMessage(pricingMessages.paymentHeading)}
          </h2>
          <p className="text-text-muted m-0">{intl.formatMessage(pricingMessages.paymentBody)}</p>
          <PaymentLogos secure logos={PAYMENT_LOGOS} />
        </section>
      </div>
    </div>
  );
}
