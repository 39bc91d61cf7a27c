import {
  Alert,
  Button,
  CardFields,
  CheckoutSteps,
  EmailField,
  formatPrice,
  Link,
  OrderSummary,
  PaymentMethodPicker,
  StandaloneLayout,
} from "@mvpn/design-system";
import { directionOf, type InterfaceLocale } from "@mvpn/locales";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { PAYMENT_FLOWS, type ProviderId } from "../../site/src/checkout/payment-methods";
import { checkoutMethods } from "./support/checkoutFixtures";
import { orderSummaryOf, sitePlans } from "./support/commerceFixtures";
import { expectFitsSmallPhone, press } from "./support/compositionHelpers";
import * as composition from "./support/compositionStories";
import { siteCopy } from "./support/siteCopy";

/** The plan the story's visitor chose: the site's 12-month plan. */
const [, PLAN] = sitePlans("USD");
const ORDER = orderSummaryOf(PLAN);
const MONTHS = PLAN.duration_months;

const SECTION_HEADING = "font-display text-text m-0 text-xl font-bold";
const LINK = (href: string) => (words: string) => (
  <Link className="text-text-link underline" href={href}>
    {words}
  </Link>
);

/**
 * The checkout page as the site composes it (site/src/pages/checkout.tsx,
 * CheckoutForm and its sections), for a new visitor in test mode whose card
 * was declined: the heading, the steps (the account step current), the form
 * (email; card, wallets and PayPal with the rest under "More ways to pay";
 * the card's number, expiry and code; the test-mode note; the declined
 * notice; Pay; the encrypted-payment line) and the order summary beside it
 * on desktop, above it on phones. Choosing another method clears the notice,
 * as on the site.
 */
function CheckoutPage({ locale }: { locale: InterfaceLocale }) {
  const t = siteCopy(locale, "pricing");
  const methods = checkoutMethods(locale);
  const [method, setMethod] = useState<ProviderId>("s1");
  const [declined, setDeclined] = useState(true);
  const methodName = t(`pricing.checkout.method.${method}`);
  const flow = PAYMENT_FLOWS[method];
  const total = formatPrice(ORDER.total, ORDER.currency, locale);
  return (
    // The site's frame for the checkout, without its brand bar (the chrome the compositions leave out).
    <StandaloneLayout width="wide">
      <div data-slot="checkout" className="flex flex-col gap-8">
        <h1 className="font-display text-text m-0 text-3xl font-extrabold tracking-tight">
          {t("pricing.checkout.heading")}
        </h1>
        <CheckoutSteps current={1} />
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
          <form
            noValidate
            className="flex flex-col gap-10"
            onSubmit={(event) => event.preventDefault()}
          >
            <section aria-labelledby="checkout-account-heading" className="flex flex-col gap-4">
              <h2 id="checkout-account-heading" className={SECTION_HEADING}>
                {t("pricing.checkout.account.heading")}
              </h2>
              <p className="text-text-muted m-0">{t("pricing.checkout.account.body")}</p>
              <EmailField
                name="email"
                autoComplete="email"
                label={t("pricing.checkout.account.email")}
                required
              />
              <p className="text-text-muted m-0 text-sm">
                {composition.withLink(
                  t("pricing.checkout.account.haveAccount", composition.LINK_TAG),
                  LINK("#/login"),
                )}
              </p>
            </section>
            <section aria-labelledby="checkout-payment-heading" className="flex flex-col gap-4">
              <h2 id="checkout-payment-heading" className={SECTION_HEADING}>
                {t("pricing.checkout.payment.heading")}
              </h2>
              <PaymentMethodPicker
                methods={methods.first}
                more={{ label: t("pricing.checkout.payment.more"), methods: methods.more }}
                value={method}
                onValueChange={(next) => {
                  setMethod(next as ProviderId);
                  setDeclined(false);
                }}
                aria-labelledby="checkout-payment-heading"
              />
              {flow === "card" ? (
                <CardFields nameField="hidden" />
              ) : (
                <p className="text-text-muted m-0">
                  {flow === "wallet"
                    ? t("pricing.checkout.walletNote")
                    : t("pricing.checkout.redirectNote", { method: methodName })}
                </p>
              )}
              <Alert tone="info">{t("pricing.checkout.sandbox")}</Alert>
              <div className="flex flex-col gap-4">
                {declined ? (
                  <Alert
                    data-slot="checkout-notice"
                    tone="error"
                    live
                    title={t("pricing.checkout.declined.title")}
                  >
                    {t("pricing.checkout.declined.card")}
                  </Alert>
                ) : null}
              </div>
              <Button type="submit" size="lg" fullWidth>
                {t("pricing.checkout.pay", { amount: total })}
              </Button>
              <p className="text-text-muted m-0 text-sm">
                {composition.withLink(
                  t("pricing.checkout.secureNote", composition.LINK_TAG),
                  LINK("#/termsuse"),
                )}
              </p>
            </section>
          </form>
          <OrderSummary
            // On a phone the summary comes first: what is being bought, then how to pay.
            className="max-lg:order-first lg:sticky lg:top-6"
            action={
              <Button type="button" variant="link" size="sm">
                {t("pricing.checkout.plan.change")}
              </Button>
            }
            planTitle={t("pricing.checkout.plan.title", { months: MONTHS })}
            term={t("pricing.checkout.plan.term", { months: MONTHS })}
            {...ORDER}
          />
        </div>
      </div>
    </StandaloneLayout>
  );
}

export default { title: "Compositions/Checkout", tags: ["rtl"], ...composition.meta(CheckoutPage) };
type Story = composition.CompositionStory<typeof CheckoutPage>;

/** The order summary (a region the design system names in the reader's language) and the form. */
function summaryAndForm(canvasElement: HTMLElement, canvas: ReturnType<typeof within>) {
  const form = canvasElement.querySelector("form");
  const summary = canvas
    .getAllByRole("region")
    .find((region: HTMLElement) => region.matches('[data-slot="order-summary"]'));
  if (!form || !summary) throw new Error("The page has no form or no order summary region");
  return { summary, form };
}

/** Whether `a` comes before `b` in the document. */
const precedes = (a: Element, b: Element) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

/**
 * On a desktop the summary is beside the form, at its end whatever the
 * direction. The methods: card, wallets and PayPal, the others folded; the
 * card's number, expiry and code (no name); then the test-mode note, the
 * declined card's notice, Pay and the encrypted-payment line, in that order.
 */
export const Page: Story = {
  play: composition.checkPage(["pricing"], async ({ canvasElement, canvas, t, locale }) => {
    const { summary, form } = summaryAndForm(canvasElement, canvas);
    if (window.innerWidth >= 1024) {
      const [outer, inner] = directionOf(locale) === "rtl" ? [form, summary] : [summary, form];
      await expect(outer.getBoundingClientRect().left).toBeGreaterThan(
        inner.getBoundingClientRect().right,
      );
    }
    const { first } = checkoutMethods(locale);
    await expect(
      canvas.getAllByRole("radio").map((radio: HTMLElement) => radio.getAttribute("data-method")),
    ).toEqual(first.map((method) => method.value));
    await expect(
      canvas.getByRole("button", { name: t("pricing.checkout.payment.more") }),
    ).toHaveAttribute("aria-expanded", "false");
    const inputs = [...form.querySelectorAll("[data-slot=card-fields] input")];
    await expect(inputs.map((input) => input.getAttribute("name"))).toEqual([
      "cc-number",
      "cc-exp",
      "cc-csc",
    ]);
    // A card number reads left to right in every language.
    await expect(inputs[0]).toHaveAttribute("dir", "ltr");
    const sandbox = canvas.getByText(t("pricing.checkout.sandbox"));
    const notice = canvasElement.querySelector('[data-slot="checkout-notice"]');
    if (!notice) throw new Error("The page has no declined notice");
    await expect(notice).toHaveTextContent(t("pricing.checkout.declined.title"));
    await expect(notice).toHaveTextContent(t("pricing.checkout.declined.card"));
    const pay = canvas.getByRole("button", {
      name: t("pricing.checkout.pay", { amount: formatPrice(ORDER.total, ORDER.currency, locale) }),
    });
    await expect(pay).toBeVisible();
    const terms = form.querySelector('a[href="#/termsuse"]');
    if (!terms) throw new Error("The encrypted-payment line has no terms link");
    const order = [inputs[2], sandbox, notice, pay, terms] as Element[];
    for (const [i, element] of order.slice(1).entries()) {
      await expect(precedes(order[i] as Element, element)).toBe(true);
    }
  }),
};

/** Choose a method with the keyboard: the card fields and the notice go; back to the card, type a number and see it grouped. */
export const PayWithTheKeyboard: Story = {
  name: "Pay with the keyboard",
  // In English only: it names the card fields by the design system's English words.
  tags: ["no-visual", "!rtl"],
  play: composition.checkPage(["pricing"], async ({ canvasElement, canvas, t }) => {
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
    await expect(canvas.getByText(t("pricing.checkout.walletNote"))).toBeVisible();
    // A new choice clears the declined notice, as on the site.
    await expect(canvasElement.querySelector('[data-slot="checkout-notice"]')).toBeNull();
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
    composition.checkPage(["pricing"], async ({ canvasElement, canvas }) => {
      await expectFitsSmallPhone(canvasElement);
      const { summary, form } = summaryAndForm(canvasElement, canvas);
      await expect(summary.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        form.getBoundingClientRect().top,
      );
    }),
  ),
};
