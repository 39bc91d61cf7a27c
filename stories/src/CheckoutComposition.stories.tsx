import {
  Alert,
  Button,
  CardFields,
  CheckoutSteps,
  Container,
  EmailField,
  formatPrice,
  Link,
  OrderSummary,
  PaymentLogos,
  PaymentMethodPicker,
} from "@mvpn/design-system";
import { directionOf, type InterfaceLocale } from "@mvpn/locales";
import { useId, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { paymentMethods } from "./support/checkoutFixtures";
import { orderSummaryOf, sitePlans } from "./support/commerceFixtures";
import { expectFitsSmallPhone, press } from "./support/compositionHelpers";
import * as composition from "./support/compositionStories";
import { siteCopy } from "./support/siteCopy";

/** The plan the story's visitor chose: the site's 12-month plan. */
const [, PLAN] = sitePlans("USD");
const ORDER = orderSummaryOf(PLAN);
const MONTHS = PLAN.duration_months;

const SECTION_HEADING = "font-display m-0 text-xl leading-tight font-bold";

/**
 * The checkout page as the site composes it from the design system, for a
 * new visitor at the payment step after a declined card: the steps, the
 * form (email, the seven payment methods, the card fields, the pay button)
 * and the order summary beside it on desktop, above it on phones.
 */
function CheckoutPage({ locale }: { locale: InterfaceLocale }) {
  const t = siteCopy(locale, "pricing");
  const ids = { title: useId(), account: useId(), method: useId() };
  const [method, setMethod] = useState("s1");
  const total = formatPrice(ORDER.total, ORDER.currency, locale);
  return (
    <Container data-slot="checkout-page" className="flex flex-col gap-6 py-8 md:py-12">
      <CheckoutSteps current={2} />
      <h1
        id={ids.title}
        className="font-display m-0 text-3xl leading-tight font-bold tracking-tight [&:lang(ar)]:tracking-normal"
      >
        {t("pricing.checkout.heading")}
      </h1>
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <OrderSummary
          className="lg:sticky lg:top-6 lg:col-start-2 lg:row-start-1"
          planTitle={t("pricing.checkout.plan.title", { months: MONTHS })}
          term={t("pricing.checkout.plan.term", { months: MONTHS })}
          {...ORDER}
          action={<Link href="#/pricing">{t("pricing.checkout.plan.change")}</Link>}
        />
        <form
          aria-labelledby={ids.title}
          className="flex min-w-0 flex-col gap-8 lg:col-start-1 lg:row-start-1"
          onSubmit={(event) => event.preventDefault()}
        >
          <Alert tone="error" title={t("pricing.checkout.declined.title")}>
            {t("pricing.checkout.declined.card")}
          </Alert>
          <section aria-labelledby={ids.account} className="flex flex-col gap-4">
            <h2 id={ids.account} className={SECTION_HEADING}>
              {t("pricing.checkout.account.heading")}
            </h2>
            <EmailField
              label={t("pricing.checkout.account.email")}
              description={t("pricing.checkout.account.body")}
              required
            />
          </section>
          <section aria-labelledby={ids.method} className="flex flex-col gap-4">
            <h2 id={ids.method} className={SECTION_HEADING}>
              {t("pricing.checkout.payment.heading")}
            </h2>
            <PaymentMethodPicker
              aria-labelledby={ids.method}
              methods={paymentMethods(locale)}
              value={method}
              onValueChange={setMethod}
            />
          </section>
          {method === "s1" && <CardFields />}
          <div className="flex flex-col gap-4">
            <Button type="submit" size="lg" fullWidth>
              {t("pricing.checkout.pay", { amount: total })}
            </Button>
            <PaymentLogos logos={["visa", "mastercard", "amex", "paypal"]} secure size="sm" />
          </div>
        </form>
      </div>
    </Container>
  );
}

export default { title: "Compositions/Checkout", tags: ["rtl"], ...composition.meta(CheckoutPage) };
type Story = composition.CompositionStory<typeof CheckoutPage>;

/** The order summary (a region the design system names in the reader's language) and the form, named by the page. */
function summaryAndForm(canvas: ReturnType<typeof within>, t: (id: string) => string) {
  const form = canvas.getByRole("form", { name: t("pricing.checkout.heading") });
  const summary = canvas
    .getAllByRole("region")
    .find((region: HTMLElement) => region.matches('[data-slot="order-summary"]'));
  if (!summary) throw new Error("The page has no order summary region");
  return { summary, form };
}

/** On a desktop: the form, and the summary beside it (before it in reading order, whatever the direction). */
export const Page: Story = {
  play: composition.checkPage(["pricing"], async ({ canvasElement, canvas, t, locale }) => {
    const { summary, form } = summaryAndForm(canvas, t);
    if (window.innerWidth >= 1024) {
      const [outer, inner] = directionOf(locale) === "rtl" ? [form, summary] : [summary, form];
      await expect(outer.getBoundingClientRect().left).toBeGreaterThan(
        inner.getBoundingClientRect().right,
      );
    }
    await expect(canvas.getAllByRole("radio")).toHaveLength(7);
    const pay = t("pricing.checkout.pay", {
      amount: formatPrice(ORDER.total, ORDER.currency, locale),
    });
    await expect(canvas.getByRole("button", { name: pay })).toBeVisible();
    // A card number reads left to right in every language.
    await expect(canvasElement.querySelector('[autocomplete="cc-number"]')).toHaveAttribute(
      "dir",
      "ltr",
    );
  }),
};

/** Choose a method with the keyboard: the card fields go with the card; then type a number and see it grouped. */
export const PayWithTheKeyboard: Story = {
  name: "Pay with the keyboard",
  // In English only: it names the card fields by the design system's English words.
  tags: ["no-visual", "!rtl"],
  play: composition.checkPage(["pricing"], async ({ canvas, t }) => {
    const card = canvas.getByRole("radio", { name: t("pricing.checkout.method.s1") });
    card.focus();
    await press("ArrowDown");
    await waitFor(() =>
      expect(canvas.getByRole("radio", { name: t("pricing.checkout.method.gap") })).toHaveAttribute(
        "aria-checked",
        "true",
      ),
    );
    await expect(canvas.queryByRole("group", { name: "Card details" })).toBeNull();
    await press("ArrowUp");
    await waitFor(() => expect(card).toHaveAttribute("aria-checked", "true"));
    const number = canvas.getByRole("textbox", { name: "Card number" });
    await userEvent.type(number, "4000056655665556");
    await expect(number).toHaveValue("4000 0566 5566 5556");
    const cardFields = canvas.getByRole("group", { name: "Card details" });
    await expect(within(cardFields).getByRole("img", { name: "Visa" })).toBeVisible();
  }),
};

/** On a 360 px phone: one column, the summary first, nothing scrolls sideways. */
export const FitsSmallPhone: Story = {
  tags: ["no-visual"],
  ...composition.smallPhoneCheck(
    composition.checkPage(["pricing"], async ({ canvasElement, canvas, t }) => {
      await expectFitsSmallPhone(canvasElement);
      const { summary, form } = summaryAndForm(canvas, t);
      await expect(summary.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        form.getBoundingClientRect().top,
      );
    }),
  ),
};
