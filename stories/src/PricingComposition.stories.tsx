import {
  Button,
  Container,
  Countdown,
  FAQ,
  Hero,
  MoneyBackNote,
  PaymentLogos,
  PlanCard,
  PlanComparison,
} from "@mvpn/design-system";
import type { InterfaceLocale } from "@mvpn/locales";
import { type CSSProperties, useId } from "react";
import { expect, within } from "storybook/test";
import { FAQ_KEYS, INCLUDED, PAYMENT_LOGOS } from "../../site/src/pages/pricing/pricing-lists";
import { bestValuePlanId } from "../../site/src/pricing/best-value";
import { phoneOrder } from "../../site/src/pricing/phone-order";
import { intlPercent, MAX_DISCOUNT, planFixture, sitePlans } from "./support/commerceFixtures";
import { expectFitsSmallPhone } from "./support/compositionHelpers";
import * as composition from "./support/compositionStories";
import { ClosingBand } from "./support/pageBands";
import { type SiteMessage, siteCopy } from "./support/siteCopy";

// Fixed times, so the countdown stands still in screenshots: 2 days, 04:30:00 left.
const NOW = new Date(2026, 10, 18, 9, 30, 0);
const OFFER_ENDS = new Date(2026, 10, 20, 14, 0, 0);

/** The plans the site prerenders /pricing with, in its list's order (1, 12 and 24 months). */
const PLANS = sitePlans("USD");

/** The currency as the plans' note names it ("Prices in US Dollar"), as PricingPlans.tsx asks Intl. */
const currencyName = (locale: string, currency: string) =>
  new Intl.DisplayNames([locale], { type: "currency" }).of(currency) ?? currency;

/** The headline's maximum discount, as the site's pricing page takes it from its plans. */
const headline = (t: SiteMessage, locale: string) =>
  t("pricing.offer.headline", { percent: intlPercent(MAX_DISCOUNT, locale) });

/**
 * The plan cards of /pricing as site/src/pages/pricing/PricingPlans.tsx lays
 * them out: each card with its way to the checkout, the best-value ribbon
 * and the primary button on the plan the site's own rule picks (the highest
 * discount: 24 months), and on a phone, one column, the longest term first.
 */
function PricingPlans({ t, locale }: { t: SiteMessage; locale: string }) {
  const headingId = useId();
  const best = bestValuePlanId(PLANS);
  const onPhone = phoneOrder(PLANS);
  const [{ currency }] = PLANS;
  return (
    <Container asChild>
      <section
        id="plans"
        aria-labelledby={headingId}
        data-slot="pricing-plans"
        data-currency={currency}
        className="flex flex-col gap-6 py-8 md:gap-8 md:py-16"
      >
        <div className="flex flex-col gap-2">
          <h2 id={headingId} className="font-display text-text m-0 text-2xl font-bold md:text-3xl">
            {t("pricing.plans.heading")}
          </h2>
          <p className="text-text-muted m-0 max-w-2xl">
            {t("pricing.plans.note")}{" "}
            {t("pricing.plans.pricesIn", { currency: currencyName(locale, currency) })}
          </p>
        </div>
        <div className="grid items-stretch gap-6 pt-3 md:grid-cols-3">
          {PLANS.map((plan) => {
            const months = plan.duration_months;
            const recommended = plan.id === best;
            return (
              <PlanCard
                key={plan.id}
                {...planFixture(plan)}
                title={t("pricing.plans.title", { months })}
                recommended={recommended}
                className="max-md:order-(--plan-phone-order)"
                style={{ "--plan-phone-order": onPhone.get(plan.id) } as CSSProperties}
                action={
                  <Button asChild size="lg" variant={recommended ? "primary" : "outline"}>
                    <a href={`#/pricing/checkout/${plan.id}`}>
                      {t("pricing.plans.choose", { months })}
                    </a>
                  </Button>
                }
              />
            );
          })}
        </div>
        <MoneyBackNote className="self-center" />
      </section>
    </Container>
  );
}

/**
 * /pricing as site/src/pages/pricing.tsx composes it from the design system,
 * in the words of the site's `pricing` catalog and with its prerendered
 * plans: the offer (the maximum discount, the countdown) on a short brand
 * band, the plans, what every plan includes beside the ways to pay, the
 * questions, and the band that closes the page.
 */
function PricingPage({ locale }: { locale: InterfaceLocale }) {
  const t = siteCopy(locale, "pricing");
  const paymentHeading = useId();
  return (
    <div data-slot="pricing-page" className="bg-surface text-text">
      <Hero
        compact
        // Plans first (issue #38): on a phone the band leaves its sentence out.
        className="max-md:[&_[data-slot=hero-description]]:hidden"
        eyebrow={t("pricing.offer.eyebrow")}
        headline={headline(t, locale)}
        description={t("pricing.hero.body")}
        trust={
          <div data-slot="pricing-offer-countdown" className="flex min-h-24 flex-col gap-2">
            <span className="text-on-brand-muted text-sm font-semibold">
              {t("pricing.offer.ends")}
            </span>
            <Countdown deadline={OFFER_ENDS} now={NOW} tone="brand" size="sm" />
          </div>
        }
      />
      <PricingPlans t={t} locale={locale} />
      <div className="bg-surface-sunken">
        <Container className="grid gap-12 py-12 md:grid-cols-2 md:py-16">
          <PlanComparison
            className="lg:[&:lang(ja)>ul]:grid-cols-2"
            title={t("pricing.included.heading")}
            rows={INCLUDED.map((id) => ({ id, label: t(`pricing.included.${id}`) }))}
          />
          <section aria-labelledby={paymentHeading} className="flex flex-col gap-4">
            <h2
              id={paymentHeading}
              className="font-display text-text m-0 text-2xl font-bold md:text-3xl"
            >
              {t("pricing.payment.heading")}
            </h2>
            <p className="text-text-muted m-0">{t("pricing.payment.body")}</p>
            <PaymentLogos secure logos={PAYMENT_LOGOS} />
          </section>
        </Container>
      </div>
      <Container className="py-12 md:py-16">
        <FAQ
          type="multiple"
          title={t("pricing.faq.heading")}
          items={FAQ_KEYS.map((key) => ({
            id: key,
            question: t(`pricing.faq.${key}.q`),
            answer: t(`pricing.faq.${key}.a`),
          }))}
        />
      </Container>
      <ClosingBand
        title={t("pricing.closing.heading")}
        action={t("pricing.closing.action")}
        href="#plans"
      >
        <p className="text-on-brand-muted m-0 max-w-2xl text-lg">{t("pricing.closing.body")}</p>
      </ClosingBand>
    </div>
  );
}

export default { title: "Compositions/Pricing", tags: ["rtl"], ...composition.meta(PricingPage) };
type Story = composition.CompositionStory<typeof PricingPage>;

/** A plan's card, found by the name the page gives it ("24 months"). */
const planCard = (canvas: ReturnType<typeof within>, t: SiteMessage, months: number) =>
  canvas.getByRole("article", { name: t("pricing.plans.title", { months }) });

/**
 * The page on a desktop: its headings in the prerendered /pricing's order,
 * the countdown, and three plan cards, each with its button to the checkout;
 * the best-value ribbon and the primary button on the 24-month plan only.
 */
export const Page: Story = {
  play: composition.checkPage(["pricing"], async ({ canvasElement, canvas, t, locale }) => {
    const headings = [...canvasElement.querySelectorAll("h1, h2, h3")].map(
      (heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`,
    );
    await expect(headings).toEqual([
      `h1 ${headline(t, locale)}`,
      ...["plans", "included", "payment", "faq"].map((id) => `h2 ${t(`pricing.${id}.heading`)}`),
      ...FAQ_KEYS.map((key) => `h3 ${t(`pricing.faq.${key}.q`)}`),
      `h2 ${t("pricing.closing.heading")}`,
    ]);
    await expect(canvas.getByRole("timer")).toBeVisible();

    const region = canvas.getByRole("region", { name: t("pricing.plans.heading") });
    await expect(region).toHaveTextContent(t("pricing.plans.note"));
    const plans = within(region);
    await expect(plans.getAllByRole("article")).toHaveLength(PLANS.length);
    for (const plan of PLANS) {
      const months = plan.duration_months;
      const card = planCard(plans, t, months);
      const action = within(card).getByRole("link", {
        name: t("pricing.plans.choose", { months }),
      });
      await expect(action).toHaveAttribute("href", `#/pricing/checkout/${plan.id}`);
      // The best value is the highest discount (issue #12): the 24-month plan.
      const best = months === 24;
      await expect(action).toHaveAttribute("data-variant", best ? "primary" : "outline");
      await expect(card.querySelector("[data-slot=plan-card-ribbon]") !== null).toBe(best);
    }
  }),
};

/** On a 360 px phone: one column, longest term first (24 / 12 / 1), and nothing scrolls sideways. */
export const FitsSmallPhone: Story = {
  tags: ["no-visual"],
  ...composition.smallPhoneCheck(
    composition.checkPage(["pricing"], async ({ canvasElement, canvas, t }) => {
      await expectFitsSmallPhone(canvasElement);
      const [first, second, third] = [24, 12, 1].map((months) =>
        planCard(canvas, t, months).getBoundingClientRect(),
      );
      if (!first || !second || !third) throw new Error("expected three plans");
      await expect(first.bottom).toBeLessThanOrEqual(second.top);
      await expect(second.bottom).toBeLessThanOrEqual(third.top);
    }),
  ),
};
