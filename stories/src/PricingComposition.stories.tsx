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
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useId, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  ACCEPTED_LOGOS,
  type CheckoutLang,
  EVERY_PLAN,
  SMALL_PHONE,
} from "./support/checkoutFixtures";
import { PLAN_TITLES, plansFor } from "./support/commerceFixtures";
import { expectFitsSmallPhone } from "./support/compositionHelpers";
import { compositionMeta } from "./support/compositionStories";
import { inBothDirections } from "./support/directions";

// Fixed times, so the countdown stands still in screenshots: 2 days, 04:30:00 left.
const NOW = new Date(2026, 10, 18, 9, 30, 0);
const OFFER_ENDS = new Date(2026, 10, 20, 14, 0, 0);

const COPY: Record<
  CheckoutLang,
  { headline: string; description: string; endsIn: string; choose: string; faq: FAQItem[] }
> = {
  en: {
    headline: "Save up to 71% on mVPN",
    description:
      "One subscription for up to 10 devices, servers in 94 countries and a 30-day money-back guarantee.",
    endsIn: "Offer ends in",
    choose: "Choose your plan",
    faq: [
      {
        id: "refund",
        question: "Can I get my money back?",
        answer: "Yes. Ask within 30 days of purchase and we refund the full amount.",
      },
      {
        id: "renewal",
        question: "What happens when my plan ends?",
        answer:
          "It renews at the price shown on your plan. You can turn renewal off in your account at any time.",
      },
      {
        id: "payment",
        question: "Which payment methods can I use?",
        answer: "Cards, PayPal, Apple Pay, Google Pay, Alipay and cryptocurrency.",
      },
    ],
  },
  ar: {
    headline: "وفّر حتى 71% على mVPN",
    description:
      "اشتراك واحد لما يصل إلى 10 أجهزة، وخوادم في 94 دولة، وضمان استرداد الأموال خلال 30 يومًا.",
    endsIn: "ينتهي العرض خلال",
    choose: "اختر خطتك",
    faq: [
      {
        id: "refund",
        question: "هل يمكنني استرداد أموالي؟",
        answer: "نعم. اطلب ذلك خلال 30 يومًا من الشراء وسنعيد إليك المبلغ كاملًا.",
      },
      {
        id: "renewal",
        question: "ماذا يحدث عند انتهاء خطتي؟",
        answer: "تتجدد بالسعر المعروض على خطتك. يمكنك إيقاف التجديد من حسابك في أي وقت.",
      },
      {
        id: "payment",
        question: "ما طرق الدفع التي يمكنني استخدامها؟",
        answer: "البطاقات وPayPal وApple Pay وGoogle Pay وAlipay والعملات المشفّرة.",
      },
    ],
  },
};

/**
 * The pricing page as the site composes it from the design system: the
 * maximum-discount headline and the offer countdown on the brand band, the
 * three plans (stacked on phones, the recommended one first), the guarantee
 * and the accepted methods, what every plan includes, and the questions.
 */
function PricingPage({ lang }: { lang: CheckoutLang }) {
  const copy = COPY[lang];
  const plansHeading = useId();
  const [plan, setPlan] = useState("12");
  const [monthly, yearly, twoYears] = plansFor("USD");
  const titles = PLAN_TITLES[lang];
  return (
    <div data-slot="pricing-page" className="bg-surface text-text">
      <Hero
        headline={copy.headline}
        description={copy.description}
        trust={
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-on-brand-muted text-sm font-medium">{copy.endsIn}</span>
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
            {copy.choose}
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
        <PlanComparison rows={EVERY_PLAN[lang]} />
        <FAQ items={copy.faq} />
      </Container>
    </div>
  );
}

const meta = {
  title: "Compositions/Pricing",
  ...compositionMeta(PricingPage),
} satisfies Meta<typeof PricingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Radix chooses on an arrow still held a tick after keydown: hold, then release. */
async function press(key: string) {
  await userEvent.keyboard(`{${key}>}`);
  await userEvent.keyboard(`{/${key}}`);
}

/** The page on a desktop: one h1, the cards in a row, the 12-month plan chosen. */
export const Page: Story = {
  tags: ["rtl"],
  play: inBothDirections(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
      await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
        "Save up to 71% on mVPN",
      );
      await expect(canvas.getByRole("timer")).toBeVisible();
      const plans = canvas.getByRole("radiogroup", { name: "Choose your plan" });
      await expect(within(plans).getAllByRole("radio")).toHaveLength(3);
      await expect(canvas.getByRole("list", { name: "Accepted payment methods" })).toBeVisible();
      await expect(canvas.getByRole("region", { name: "Included in every plan" })).toBeVisible();
      await expect(
        canvas.getByRole("region", { name: "Frequently asked questions" }),
      ).toBeVisible();
    },
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole("radiogroup", { name: "اختر خطتك" })).toBeVisible();
      await expect(canvas.getByRole("region", { name: "مشمول في كل الخطط" })).toBeVisible();
    },
  ),
};

/** Choosing a plan with the keyboard, as on the page. */
export const ChoosePlanWithKeyboard: Story = {
  name: "Choose a plan with the keyboard",
  tags: ["no-visual"],
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
  ...SMALL_PHONE,
  name: "Fits a 360 px phone",
  // A check at 360 px, not a state: the visual test shoots `Page` at the 390 px phone viewport.
  tags: ["no-visual", "rtl"],
  play: inBothDirections(
    async ({ canvasElement }) => {
      await expectFitsSmallPhone(canvasElement);
      const [monthly, yearly] = within(canvasElement).getAllByRole("radio");
      if (!monthly || !yearly) throw new Error("expected three plans");
      await expect(yearly.getBoundingClientRect().top).toBeLessThan(
        monthly.getBoundingClientRect().top,
      );
    },
    async ({ canvasElement }) => {
      await expectFitsSmallPhone(canvasElement);
    },
  ),
};
