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
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useId, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { type CheckoutLang, PAYMENT_METHODS, SMALL_PHONE } from "./support/checkoutFixtures";
import { expectFitsSmallPhone } from "./support/compositionHelpers";
import { compositionMeta } from "./support/compositionStories";
import { inBothDirections } from "./support/directions";

const COPY: Record<
  CheckoutLang,
  {
    title: string;
    plan: string;
    term: string;
    change: string;
    account: string;
    email: string;
    emailHelp: string;
    method: string;
    pay: (price: string) => string;
    declinedTitle: string;
    declined: string;
  }
> = {
  en: {
    title: "Checkout",
    plan: "12 months",
    term: "Billed every 12 months · up to 10 devices",
    change: "Change plan",
    account: "Your account",
    email: "Email",
    emailHelp: "We send your receipt and login details here.",
    method: "Payment method",
    pay: (price) => `Pay ${price}`,
    declinedTitle: "Your card was declined",
    declined: "No money was taken. Check the card details or choose another payment method.",
  },
  ar: {
    title: "إتمام الشراء",
    plan: "12 شهرًا",
    term: "يُدفع كل 12 شهرًا · ما يصل إلى 10 أجهزة",
    change: "تغيير الخطة",
    account: "حسابك",
    email: "البريد الإلكتروني",
    emailHelp: "نرسل إليك هنا الإيصال وبيانات تسجيل الدخول.",
    method: "طريقة الدفع",
    pay: (price) => `ادفع ${price}`,
    declinedTitle: "رُفضت بطاقتك",
    declined: "لم يُخصم أي مبلغ. تحقّق من بيانات البطاقة أو اختر طريقة دفع أخرى.",
  },
};

const SECTION_HEADING = "font-display m-0 text-xl leading-tight font-bold";

/**
 * The checkout page as the site composes it from the design system, for a
 * new visitor at the payment step after a declined card: the steps, the
 * form (email, the seven payment methods, the card fields, the pay button)
 * and the order summary beside it on desktop, above it on phones.
 */
function CheckoutPage({ lang }: { lang: CheckoutLang }) {
  const copy = COPY[lang];
  const ids = { title: useId(), account: useId(), method: useId() };
  const [method, setMethod] = useState("card");
  const total = formatPrice("59.88", "USD", lang);
  return (
    <Container data-slot="checkout-page" className="flex flex-col gap-6 py-8 md:py-12">
      <CheckoutSteps current={2} />
      <h1
        id={ids.title}
        className="font-display m-0 text-3xl leading-tight font-bold tracking-tight [&:lang(ar)]:tracking-normal"
      >
        {copy.title}
      </h1>
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <OrderSummary
          className="lg:sticky lg:top-6 lg:col-start-2 lg:row-start-1"
          planTitle={copy.plan}
          term={copy.term}
          currency="USD"
          listPrice="143.88"
          discount={{ amount: "84.00", percent: 58 }}
          total="59.88"
          perMonth="4.99"
          renewal={{ amount: "143.88", months: 12 }}
          action={<Link href="#/pricing">{copy.change}</Link>}
        />
        <form
          aria-labelledby={ids.title}
          className="flex min-w-0 flex-col gap-8 lg:col-start-1 lg:row-start-1"
          onSubmit={(event) => event.preventDefault()}
        >
          <Alert tone="error" title={copy.declinedTitle}>
            {copy.declined}
          </Alert>
          <section aria-labelledby={ids.account} className="flex flex-col gap-4">
            <h2 id={ids.account} className={SECTION_HEADING}>
              {copy.account}
            </h2>
            <EmailField label={copy.email} description={copy.emailHelp} required />
          </section>
          <section aria-labelledby={ids.method} className="flex flex-col gap-4">
            <h2 id={ids.method} className={SECTION_HEADING}>
              {copy.method}
            </h2>
            <PaymentMethodPicker
              aria-labelledby={ids.method}
              methods={PAYMENT_METHODS[lang]}
              value={method}
              onValueChange={setMethod}
            />
          </section>
          {method === "card" && <CardFields />}
          <div className="flex flex-col gap-4">
            <Button type="submit" size="lg" fullWidth>
              {copy.pay(total)}
            </Button>
            <PaymentLogos logos={["visa", "mastercard", "amex", "paypal"]} secure size="sm" />
          </div>
        </form>
      </div>
    </Container>
  );
}

const meta = {
  title: "Compositions/Checkout",
  ...compositionMeta(CheckoutPage),
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Radix chooses on an arrow still held a tick after keydown: hold, then release. */
async function press(key: string) {
  await userEvent.keyboard(`{${key}>}`);
  await userEvent.keyboard(`{/${key}}`);
}

/** On a desktop: the form, and the summary beside it. */
export const Page: Story = {
  tags: ["rtl"],
  play: inBothDirections(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const summary = canvas.getByRole("region", { name: "Order summary" });
      const form = canvas.getByRole("form", { name: "Checkout" });
      if (window.innerWidth >= 1024) {
        await expect(summary.getBoundingClientRect().left).toBeGreaterThan(
          form.getBoundingClientRect().right,
        );
      }
      await expect(canvas.getByRole("listitem", { current: "step" })).toHaveTextContent("Payment");
      await expect(canvas.getAllByRole("radio")).toHaveLength(7);
      await expect(canvas.getByRole("button", { name: "Pay $59.88" })).toBeVisible();
    },
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole("region", { name: "ملخص الطلب" })).toBeVisible();
      await expect(canvas.getByRole("textbox", { name: "رقم البطاقة" })).toHaveAttribute(
        "dir",
        "ltr",
      );
    },
  ),
};

/** Choose a method with the keyboard: the card fields go with "card"; then type a number and see it grouped. */
export const PayWithTheKeyboard: Story = {
  name: "Pay with the keyboard",
  tags: ["no-visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole("radio", { name: "Credit or debit card" });
    card.focus();
    await press("ArrowDown");
    await waitFor(() =>
      expect(canvas.getByRole("radio", { name: "PayPal" })).toHaveAttribute("aria-checked", "true"),
    );
    await expect(canvas.queryByRole("group", { name: "Card details" })).toBeNull();
    await press("ArrowUp");
    await waitFor(() => expect(card).toHaveAttribute("aria-checked", "true"));
    const number = canvas.getByRole("textbox", { name: "Card number" });
    await userEvent.type(number, "4000056655665556");
    await expect(number).toHaveValue("4000 0566 5566 5556");
    const cardFields = canvas.getByRole("group", { name: "Card details" });
    await expect(within(cardFields).getByRole("img", { name: "Visa" })).toBeVisible();
  },
};

/** On a 360 px phone: one column, the summary first, nothing scrolls sideways. */
export const FitsSmallPhone: Story = {
  ...SMALL_PHONE,
  name: "Fits a 360 px phone",
  // A check at 360 px, not a state: the visual test shoots `Page` at the 390 px phone viewport.
  tags: ["no-visual", "rtl"],
  play: inBothDirections(
    async ({ canvasElement }) => {
      await expectFitsSmallPhone(canvasElement);
      const canvas = within(canvasElement);
      const summary = canvas.getByRole("region", { name: "Order summary" });
      const form = canvas.getByRole("form", { name: "Checkout" });
      await expect(summary.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        form.getBoundingClientRect().top,
      );
    },
    async ({ canvasElement }) => {
      await expectFitsSmallPhone(canvasElement);
    },
  ),
};
