import { Alert, Button, FEEDBACK_TONES, type FeedbackTone } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { langOf, type StoryLang } from "./support/feedbackStoryHelpers";

const meta = {
  title: "Components/Alert",
  component: Alert,
  args: {
    tone: "info",
    title: "New servers in Brazil",
    children: "São Paulo and Rio de Janeiro are now in the server list.",
  },
  argTypes: {
    tone: { control: "select", options: FEEDBACK_TONES },
    action: { control: false },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

const COPY: Record<
  StoryLang,
  Record<FeedbackTone, { title: string; text: string }> & {
    retry: string;
    update: string;
    show: string;
  }
> = {
  en: {
    info: {
      title: "New servers in Brazil",
      text: "São Paulo and Rio de Janeiro are now in the server list.",
    },
    success: { title: "Device bound", text: "Your Windows laptop can now connect." },
    warn: {
      title: "Your VIP plan ends in 3 days",
      text: "Renew now to keep your devices connected.",
    },
    error: { title: "Payment failed", text: "Your card was declined. No money was taken." },
    retry: "Try again",
    update: "Update card",
    show: "Pay",
  },
  ar: {
    info: {
      title: "خوادم جديدة في البرازيل",
      text: "أصبحت ساو باولو وريو دي جانيرو ضمن قائمة الخوادم.",
    },
    success: {
      title: "تم ربط الجهاز",
      text: "يمكن لحاسوبك المحمول العامل بنظام Windows الاتصال الآن.",
    },
    warn: { title: "تنتهي خطة VIP بعد 3 أيام", text: "جدِّد الآن لتبقى أجهزتك متصلة." },
    error: { title: "تعذّر الدفع", text: "رُفضت بطاقتك، ولم يُخصم أي مبلغ." },
    retry: "أعد المحاولة",
    update: "حدّث البطاقة",
    show: "ادفع",
  },
};

export const Info: Story = {};
export const Success: Story = {
  args: { tone: "success", title: COPY.en.success.title, children: COPY.en.success.text },
};
export const Warn: Story = {
  args: { tone: "warn", title: COPY.en.warn.title, children: COPY.en.warn.text },
};
export const ErrorWithAction: Story = {
  name: "Error with action",
  args: {
    tone: "error",
    title: COPY.en.error.title,
    children: COPY.en.error.text,
    action: (
      <Button size="sm" variant="outline">
        {COPY.en.retry}
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "Error" })).toBeInTheDocument();
    // Rendered with the page: no role, so it is read in order, not shouted on load.
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const Dismissible: Story = {
  args: { tone: "success", title: COPY.en.success.title, children: COPY.en.success.text },
  render: function Render(args) {
    const [shown, setShown] = useState(true);
    const onDismiss = fn(() => setShown(false));
    return shown ? <Alert {...args} onDismiss={onDismiss} /> : <p>Dismissed</p>;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Dismiss" }));
    await expect(canvas.getByText("Dismissed")).toBeInTheDocument();
  },
};

/** An error that appears after an action: `live` makes it `role="alert"`, announced at once. */
export const LiveAfterAnAction: Story = {
  render: function Render() {
    const [failed, setFailed] = useState(false);
    return (
      <div className="flex flex-col items-start gap-4">
        <Button onClick={() => setFailed(true)}>{COPY.en.show}</Button>
        {failed ? (
          <Alert tone="error" live title={COPY.en.error.title}>
            {COPY.en.error.text}
          </Alert>
        ) : null}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: COPY.en.show }));
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveTextContent(COPY.en.error.title));
  },
};

function AllAlerts({ lang }: { lang: StoryLang }) {
  const copy = COPY[lang];
  return (
    <div className="flex max-w-xl flex-col gap-4">
      {FEEDBACK_TONES.map((tone) => (
        <Alert key={tone} tone={tone} title={copy[tone].title}>
          {copy[tone].text}
        </Alert>
      ))}
      <Alert
        tone="error"
        title={copy.error.title}
        onDismiss={() => {}}
        action={
          <>
            <Button size="sm">{copy.update}</Button>
            <Button size="sm" variant="outline">
              {copy.retry}
            </Button>
          </>
        }
      >
        {copy.error.text}
      </Alert>
      <Alert tone="warn" title={copy.warn.title} onDismiss={() => {}} />
    </div>
  );
}

/** Every tone, then an error with actions and a dismiss button, then a title-only warning. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllAlerts lang={langOf(globals.locale)} />,
  play: inBothDirections(
    async ({ canvasElement }) => {
      const alerts = canvasElement.querySelectorAll('[data-slot="alert"]');
      await expect(alerts).toHaveLength(FEEDBACK_TONES.length + 2);
    },
    async (context) => {
      const canvas = within(context.canvasElement);
      await expect(canvas.getAllByRole("img", { name: "خطأ" })).toHaveLength(2);
      const alert = context.canvasElement.querySelectorAll('[data-slot="alert"]')[4] as HTMLElement;
      const icon = alert.querySelector('[data-slot="alert-icon"]') as Element;
      const dismiss = within(alert).getByRole("button", { name: "إغلاق" });
      await expect(icon.getBoundingClientRect().left).toBeGreaterThan(
        dismiss.getBoundingClientRect().left,
      );
    },
    { shared: true },
  ),
};
