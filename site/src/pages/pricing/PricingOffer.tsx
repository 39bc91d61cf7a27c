import { Countdown, Hero } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { useHydrated } from "../../app/hooks/useHydrated";
import { nextOfferDeadline } from "../../promotion";
import { pricingIntro } from "../intros/pricing";
import { pricingMessages } from "./messages";

/**
 * The promotion headline of /pricing (SPEC.md §4): the maximum discount
 * (floor 59 %), the offer countdown to the next 12:00 or midnight, and the
 * festival wording while the remote config's festival runs. The countdown
 * needs the visitor's clock, so it appears after hydration in a box of its
 * final height (no layout shift).
 */
export function PricingOffer({ percent, festival }: { percent: number; festival: boolean }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const discount = intl.formatNumber(percent / 100, { style: "percent" });
  return (
    <Hero
      // Plans first (issue #38): a shorter band, its sentence left to wider
      // screens, so the first plan card is on a phone's first screen.
      compact
      className="max-md:[&_[data-slot=hero-description]]:hidden"
      eyebrow={intl.formatMessage(
        festival ? pricingMessages.festivalEyebrow : pricingMessages.offerEyebrow,
      )}
      headline={intl.formatMessage(
        festival ? pricingMessages.festivalHeadline : pricingMessages.offerHeadline,
        { percent: discount },
      )}
      description={intl.formatMessage(pricingIntro.body)}
      trust={
        <div data-slot="pricing-offer-countdown" className="flex min-h-24 flex-col gap-2">
          <span className="text-on-brand-muted text-sm font-semibold">
            {intl.formatMessage(pricingMessages.offerEnds)}
          </span>
          {hydrated ? <Countdown deadline={nextOfferDeadline} tone="brand" size="sm" /> : null}
        </div>
      }
    />
  );
}
