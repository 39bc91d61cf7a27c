import { Button, formatPrice, Hero, MoneyBackNote } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { useLayoutData } from "../app/frame/useLayoutData";
import { withLanguage } from "../app/routing/paths";
import { TitledSection } from "../app/TitledSection";
import { useLivePlans } from "../pricing/useLivePlans";
import { vpnTrialIntro } from "./intros/vpn-trial";
import { vpnTrialMessages as m } from "./vpn-trial/messages";

/**
 * /vpn-trial (issue #12): what the free trial is (SPEC.md §2 "Free trial"),
 * with what the plan costs after the free month, from the trial offer's plan
 * (prerendered from the api's answer, refreshed for the visitor's currency),
 * who may take it, and the way to start it: the trial plan through the
 * checkout. A trial plan whose first month is not free is not offered here:
 * the page would promise what the checkout does not do (issue #37).
 */
export default function VpnTrialPage() {
  const intl = useIntl();
  const { locale, transparentNav } = useLayoutData();
  const { plans } = useLivePlans("trial");
  const plan = plans.list.find((item) => isFree(item.trial_price)) ?? null;
  const money = (amount: string | number) => formatPrice(amount, plans.currency, locale);
  const renewal = plan ? money(plan.price_discount_amount) : "";
  const checkout = plan ? withLanguage(locale, `/pricing/checkout/${plan.id}`) : null;
  const pricing = withLanguage(locale, "/pricing");

  return (
    <>
      <Hero
        headerOverlap={transparentNav}
        eyebrow={intl.formatMessage(vpnTrialIntro.title)}
        headline={plan ? intl.formatMessage(m.headline) : intl.formatMessage(vpnTrialIntro.title)}
        description={
          plan ? intl.formatMessage(m.offer, { renewal }) : intl.formatMessage(m.unavailable)
        }
        primaryAction={
          checkout ? (
            <Button asChild size="lg">
              <Link to={checkout}>{intl.formatMessage(m.start)}</Link>
            </Button>
          ) : undefined
        }
        secondaryAction={
          <Button asChild size="lg" variant="outline">
            <Link to={pricing}>{intl.formatMessage(vpnTrialIntro.secondary)}</Link>
          </Button>
        }
        trust={<MoneyBackNote tone="on-brand" />}
      />
      <div className="max-w-content mx-auto grid w-full gap-12 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-16 lg:px-8">
        <TitledSection headingId="trial-how" title={intl.formatMessage(m.howHeading)}>
          <ol className="text-text m-0 flex list-decimal flex-col gap-3 ps-6">
            <li>{intl.formatMessage(m.stepAccount)}</li>
            <li>{intl.formatMessage(m.stepPay)}</li>
            <li>{intl.formatMessage(m.stepConnect)}</li>
            <li>{intl.formatMessage(m.stepRenew, { renewal })}</li>
          </ol>
        </TitledSection>
        <TitledSection headingId="trial-included" title={intl.formatMessage(m.includedHeading)}>
          <ul className="text-text m-0 flex list-disc flex-col gap-3 ps-6">
            <li>{intl.formatMessage(m.includedServers)}</li>
            <li>{intl.formatMessage(m.includedDevices)}</li>
            <li>{intl.formatMessage(m.includedNoLogs)}</li>
            <li>{intl.formatMessage(m.includedSupport)}</li>
          </ul>
        </TitledSection>
        <TitledSection headingId="trial-who" title={intl.formatMessage(m.whoHeading)} gap={3}>
          <p className="text-text-muted m-0">{intl.formatMessage(m.whoBody)}</p>
        </TitledSection>
        <TitledSection headingId="trial-refund" title={intl.formatMessage(m.refundHeading)} gap={3}>
          <p className="text-text-muted m-0">{intl.formatMessage(m.refundBody)}</p>
          {checkout ? (
            <Button asChild className="self-start">
              <Link to={checkout}>{intl.formatMessage(m.start)}</Link>
            </Button>
          ) : null}
        </TitledSection>
      </div>
    </>
  );
}

/** A first period that costs nothing: the api writes amounts as "0.00" (or 0 in an older snapshot). */
function isFree(amount: string | number | null | undefined): boolean {
  return amount != null && Number(amount) === 0;
}
