import { FAQ, faqJsonLd, jsonLdScriptText } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { pricingFaqMessages, pricingMessages } from "./messages";
import { FAQ_KEYS } from "./pricing-lists";

/** Billing, refunds, cancelling, devices and privacy, with the FAQPage structured data search engines read. */
export function PricingFaq() {
  const intl = useIntl();
  const items = FAQ_KEYS.map((key) => ({
    id: key,
    question: intl.formatMessage(pricingFaqMessages[`${key}Q`]),
    answer: intl.formatMessage(pricingFaqMessages[`${key}A`]),
  }));
  return (
    <div className="max-w-content mx-auto w-full px-4 py-12 sm:px-6 md:py-16 lg:px-8">
      <FAQ
        type="multiple"
        title={intl.formatMessage(pricingMessages.faqHeading)}
        headingLevel={2}
        items={items}
      />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScriptText(faqJsonLd(items)) }}
      />
    </div>
  );
}
