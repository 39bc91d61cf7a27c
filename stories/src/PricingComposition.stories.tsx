import {
  Container,
  Countdown,
  FAQ,
  type FAQItem,
  Hero,
  MoneyBackNote,
  PaymentLogos,
  PlanCard,
  PlanComparison,
  PlanPicker,
} from "@mvpn/design-system";
import type { InterfaceLocale } from "@mvpn/locales";
import { useId, useState } from "react";
import { expect, waitFor, within } from "storybook/test";
import { ACCEPTED_LOGOS, everyPlan } from "./support/checkoutFixtures";
import { intlPercent, MAX_DISCOUNT, plansFor, planTitles } from "./support/commerceFixtures";
import { expectFitsSmallPhone, press } from "./support/compositionHelpers";
import * as composition from "./support/compositionStories";
import { siteCopy } from "./support/siteCopy";

// Fixed times, so the countdown stands still in screenshots: 2 days, 04:30:00 left.
const NOW = new Date(2026, 10, 18, 9, 30, 0);
const OFFER_ENDS = new Date(2026, 10, 20, 14, 0, 0);

/** The questions the pricing page answers, in its order (site/src/pages/pricing/PricingFaq.tsx). */
const FAQ_KEYS = ["refund", "billing", "methods", "cancel", "devices", "privacy"] as const;

/**
 * The pricing page as the site composes it from the design system: the
 * maximum-discount headline and the offer countdown on the brand band, the
 * three plans (stacked on phones, the recommended one first), the guarantee
 * and the accepted methods, what every plan includes, and the questions.
 */
function PricingPage({ locale }: { locale: InterfaceLocale }) {
  const t = siteCopy(locale, "pricing");
  const plansHeading = useId();
  const [monthly, yearly, twoYears] = plansFor("USD");
  const [plan, setPlan] = useState(yearly.value);
  const titles = planTitles(locale);
  // The headline's maximum discount, as the site's pricing page takes it from its plans.
  const percent = intlPercent(MAX_DISCOUNT, locale);
  const faq: FAQItem[] = FAQ_KEYS.map((key) => ({
    id: key,
    question: t(`pricing.faq.${key}.q`),
    answer: t(`pricing.faq.${key}.a`),
  }));
  return (
    <div data-slot="pricing-page" className="bg-surface text-text">
      <Hero
        headline={t("pricing.offer.headline", { percent })}
        description={t("pricing.hero.body")}
        trust={
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-on-brand-muted text-sm font-medium">
              {t("pricing.offer.ends")}
            </span>
            <Countdown deadline={OFFER_ENDS} now={NOW} tone="brand" size="sm" />
          </div>
        }
      />
      <Container className="flex flex-col gap-16 py-12 md:py-16">
        <section aria-labelledby={plansHeading} className="flex flex-col gap-6">
          <h2
            id={plansHeading}
            className="font-display m-0 text-3xl leading-tight font-bold tracking-tight [&:lang(ar)]:tracking-normal"
          >
            {t("pricing.plans.heading")}
          </h2>
          <PlanPicker aria-labelledby={plansHeading} value={plan} onValueChange={setPlan}>
            <PlanCard {...monthly} title={titles[0]} />
            <PlanCard {...yearly} title={titles[1]} recommended />
            <PlanCard {...twoYears} title={titles[2]} />
          </PlanPicker>
          <div className="flex flex-wrap items-center justify-between gap-x-8 gap-y-4">
            <MoneyBackNote />
            <PaymentLogos logos={ACCEPTED_LOGOS} secure size="sm" />
          </div>
        </section>
        <PlanComparison title={t("pricing.included.heading")} rows={everyPlan(locale)} />
        <FAQ title={t("pricing.faq.heading")} items={faq} />
      </Container>
    </div>
  );
}

export default { title: "Compositions/Pricing", tags: ["rtl"], ...composition.meta(PricingPage) };
type Story = composition.CompositionStory<typeof PricingPage>;

/** The page on a desktop: one h1, the cards in a row, the 12-month plan chosen. */
export const Page: Story = {
  play: composition.checkPage(["pricing"], async ({ canvas, t }) => {
    await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole("timer")).toBeVisible();
    const plans = canvas.getByRole("radiogroup", { name: t("pricing.plans.heading") });
    await expect(within(plans).getAllByRole("radio")).toHaveLength(3);
    await expect(within(plans).getByRole("radio", { checked: true })).toHaveAccessibleName(
      new RegExp(`^${t("pricing.plans.title", { months: 12 })}`),
    );
    await expect(canvas.getAllByRole("heading", { name: t("pricing.faq.refund.q") })).toHaveLength(
      1,
    );
  }),
};

/** Choosing a plan with the keyboard, as on the page. */
export const ChoosePlanWithKeyboard: Story = {
  name: "Choose a plan with the keyboard",
  // In English only: ArrowRight moves to the next plan left to right (PlanPicker's own stories cover RTL).
  tags: ["no-visual", "!rtl"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("radio", { name: /^12 months/ }).focus();
    await press("ArrowRight");
    await waitFor(() =>
      expect(canvas.getByRole("radio", { name: /^24 months/ })).toHaveAttribute(
        "aria-checked",
        "true",
      ),
    );
  },
};

/** On a 360 px phone: the cards stack, recommended first, and nothing scrolls sideways. */
export const FitsSmallPhone: Story = {
  tags: ["no-visual"],
  ...composition.smallPhoneCheck(async ({ canvasElement }) => {
    await expectFitsSmallPhone(canvasElement);
    const [monthly, yearly] = within(canvasElement).getAllByRole("radio");
    if (!monthly || !yearly) throw new Error("expected three plans");
    // Recommended first, in either direction: stacked, the 12-month card is above the monthly one.
    await expect(yearly.getBoundingClientRect().top).toBeLessThan(
      monthly.getBoundingClientRect().top,
    );
  }),
};
