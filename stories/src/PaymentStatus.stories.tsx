import {
  Button,
  PAYMENT_STATUS_TONES,
  PaymentStatus,
  type PaymentStatusTone,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { type CheckoutLang, checkoutLang } from "./support/checkoutFixtures";
import { inBothDirections } from "./support/directions";
import { StillSpinners } from "./support/feedbackStoryHelpers";

interface Words {
  title: string;
  body: string;
  primary?: string;
  secondary?: string;
}

const COPY: Record<CheckoutLang, Record<PaymentStatusTone, Words>> = {
  en: {
    pending: {
      title: "Confirming your payment",
      body: "This usually takes a few seconds. Keep this page open.",
    },
    action: {
      title: "Confirm the payment in your bank’s app",
      body: "Your bank asked you to approve this payment. We carry on as soon as it is approved.",
      primary: "I have approved it",
    },
    success: {
      title: "Payment received",
      body: "Your 12-month plan is active. We sent the receipt to alex@example.com.",
      primary: "Download the app",
      secondary: "Go to my account",
    },
    declined: {
      title: "Your card was declined",
      body: "No money was taken. Try another card or another payment method.",
      primary: "Try again",
      secondary: "Choose another method",
    },
    abandoned: {
      title: "The payment was not completed",
      body: "You left the payment page before paying. Nothing was charged.",
      primary: "Back to checkout",
    },
    expired: {
      title: "This order has expired",
      body: "Orders stay open for 30 minutes. Start again to see today’s prices.",
      primary: "See plans",
    },
    waiting: {
      title: "Waiting for your transfer",
      body: "We activate your plan as soon as the payment arrives, usually within an hour.",
      primary: "Go to my account",
    },
  },
  ar: {
    pending: {
      title: "جارٍ تأكيد الدفع",
      body: "يستغرق ذلك عادةً بضع ثوانٍ. أبقِ هذه الصفحة مفتوحة.",
    },
    action: {
      title: "أكّد الدفع في تطبيق البنك",
      body: "طلب منك البنك الموافقة على هذه الدفعة. سنتابع فور الموافقة عليها.",
      primary: "وافقتُ عليها",
    },
    success: {
      title: "تم استلام الدفعة",
      body: "خطتك لمدة 12 شهرًا مفعّلة. أرسلنا الإيصال إلى alex@example.com.",
      primary: "نزّل التطبيق",
      secondary: "انتقل إلى حسابي",
    },
    declined: {
      title: "رُفضت بطاقتك",
      body: "لم يُخصم أي مبلغ. جرّب بطاقة أخرى أو طريقة دفع أخرى.",
      primary: "أعد المحاولة",
      secondary: "اختر طريقة أخرى",
    },
    abandoned: {
      title: "لم تكتمل عملية الدفع",
      body: "غادرت صفحة الدفع قبل إتمامه. لم يُخصم أي مبلغ.",
      primary: "العودة إلى إتمام الشراء",
    },
    expired: {
      title: "انتهت صلاحية هذا الطلب",
      body: "يبقى الطلب مفتوحًا لمدة 30 دقيقة. ابدأ من جديد لترى أسعار اليوم.",
      primary: "اطّلع على الخطط",
    },
    waiting: {
      title: "في انتظار تحويلك",
      body: "نفعّل خطتك فور وصول الدفعة، عادةً خلال ساعة.",
      primary: "انتقل إلى حسابي",
    },
  },
};

function Panel({
  tone,
  lang,
  headingLevel,
}: {
  tone: PaymentStatusTone;
  lang: CheckoutLang;
  headingLevel?: 1 | 2;
}) {
  const words = COPY[lang][tone];
  return (
    <PaymentStatus
      tone={tone}
      title={words.title}
      headingLevel={headingLevel}
      actions={
        words.primary ? (
          <>
            <Button>{words.primary}</Button>
            {words.secondary ? <Button variant="outline">{words.secondary}</Button> : null}
          </>
        ) : undefined
      }
    >
      <p className="m-0">{words.body}</p>
    </PaymentStatus>
  );
}

const meta = {
  title: "Components/PaymentStatus",
  component: PaymentStatus,
  args: { tone: "success", title: COPY.en.success.title },
  argTypes: { tone: { control: "select", options: PAYMENT_STATUS_TONES } },
  decorators: [
    (Story) => (
      <StillSpinners>
        <div className="max-w-xl">
          <Story />
        </div>
      </StillSpinners>
    ),
  ],
  render: (args, { globals }) => <Panel tone={args.tone} lang={checkoutLang(globals.locale)} />,
} satisfies Meta<typeof PaymentStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  args: { tone: "pending" },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole("status");
    await expect(status).toHaveTextContent("Confirming your payment");
    await expect(canvasElement.querySelector("[data-slot=spinner]")).toBeVisible();
  },
};

export const Success: Story = { args: { tone: "success" } };
export const Declined: Story = {
  tags: ["rtl"],
  args: { tone: "declined" },
  play: inBothDirections(undefined, async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "رُفضت بطاقتك" })).toBeVisible();
  }),
};
export const Action: Story = { args: { tone: "action" } };

/** The page moves the panel on as the payment settles; screen readers hear the new state. */
export const FromPendingToSuccess: Story = {
  name: "From pending to success",
  render: (_args, { globals }) => {
    const lang = checkoutLang(globals.locale);
    function Settling() {
      const [tone, setTone] = useState<PaymentStatusTone>("pending");
      return (
        <div className="flex flex-col items-start gap-4">
          <Button variant="outline" size="sm" onClick={() => setTone("success")}>
            {lang === "ar" ? "محاكاة وصول الدفعة" : "Simulate the payment arriving"}
          </Button>
          <Panel tone={tone} lang={lang} />
        </div>
      );
    }
    return <Settling />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole("status");
    await expect(status).toHaveAttribute("aria-live", "polite");
    await userEvent.click(canvas.getByRole("button", { name: "Simulate the payment arriving" }));
    // The same live region, now holding the news.
    await expect(canvas.getByRole("status")).toBe(status);
    await expect(status).toHaveTextContent("Payment received");
  },
};

/** Every tone, for review. Several h1s on one canvas would be wrong on a page: here they are h2s. */
export const All: Story = {
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <div className="flex flex-col gap-6">
      {PAYMENT_STATUS_TONES.map((tone) => (
        <Panel key={tone} tone={tone} lang={checkoutLang(globals.locale)} headingLevel={2} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("status")).toHaveLength(7);
  },
};
