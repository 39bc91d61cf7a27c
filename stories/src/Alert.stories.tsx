import { Alert, Button, FEEDBACK_TONES, type FeedbackTone, formatPrice } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { argsFromSite } from "./support/siteArgs";
import { type SiteMessage, siteCopy } from "./support/siteCopy";

/** The alerts a visitor meets: the password reset's and the checkout's, in the site's words. */
const CATALOGS = ["pricing", "forgetpassword"] as const;

/** Each tone's title and text, where the site shows that tone. */
function tonesOf(t: SiteMessage): Record<FeedbackTone, { title: string; text: string }> {
  return {
    info: {
      title: t("forgetpassword.form.sentTitle"),
      text: t("forgetpassword.form.sentBody", { email: "name@example.com", minutes: 15 }),
    },
    success: {
      title: t("forgetpassword.form.doneTitle"),
      text: t("forgetpassword.form.doneLogIn"),
    },
    warn: {
      title: t("pricing.checkout.abandoned.title"),
      text: t("pricing.checkout.abandoned.body", { method: t("pricing.checkout.method.ps") }),
    },
    error: {
      title: t("pricing.checkout.declined.title"),
      text: t("pricing.checkout.declined.card"),
    },
  };
}

const copyOf = (locale: unknown) => siteCopy(locale, ...CATALOGS);

/** A tone's title and text as the story's args, in every locale. */
const toneArgs = (tone: FeedbackTone) =>
  argsFromSite(CATALOGS, (t) => ({
    title: tonesOf(t)[tone].title,
    children: tonesOf(t)[tone].text,
  }));

const EN = tonesOf(copyOf("en"));

const meta = {
  title: "Components/Alert",
  component: Alert,
  args: { tone: "info", title: EN.info.title, children: EN.info.text },
  argTypes: {
    tone: { control: "select", options: FEEDBACK_TONES },
    action: { control: false },
  },
  parameters: { argsByLocale: toneArgs("info") },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = {
  args: { tone: "success" },
  parameters: { argsByLocale: toneArgs("success") },
};
export const Warn: Story = {
  args: { tone: "warn" },
  parameters: { argsByLocale: toneArgs("warn") },
};

/** The checkout's declined card, with its retry. */
export const ErrorWithAction: Story = {
  name: "Error with action",
  args: { tone: "error" },
  parameters: {
    argsByLocale: argsFromSite(CATALOGS, (t) => ({
      title: tonesOf(t).error.title,
      children: tonesOf(t).error.text,
      action: (
        <Button size="sm" variant="outline">
          {t("pricing.checkout.retry")}
        </Button>
      ),
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "Error" })).toBeInTheDocument();
    // Rendered with the page: no role, so it is read in order, not shouted on load.
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** The caller hides the alert when its dismiss button is pressed. */
export const Dismissible: Story = {
  args: { tone: "success", onDismiss: fn() },
  parameters: { argsByLocale: toneArgs("success") },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Dismiss" }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** The checkout's Pay button, as it reads for a one-year plan. */
const payLabel = (t: SiteMessage, locale: unknown) =>
  t("pricing.checkout.pay", { amount: formatPrice("59.88", "USD", String(locale ?? "en")) });

/** An error that appears after an action: `live` makes it `role="alert"`, announced at once. */
export const LiveAfterAnAction: Story = {
  render: function Render(_args, { globals }) {
    const [failed, setFailed] = useState(false);
    const t = copyOf(globals.locale);
    const error = tonesOf(t).error;
    return (
      <div className="flex flex-col items-start gap-4">
        <Button onClick={() => setFailed(true)}>{payLabel(t, globals.locale)}</Button>
        {failed ? (
          <Alert tone="error" live title={error.title}>
            {error.text}
          </Alert>
        ) : null}
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = copyOf(globals.locale);
    await userEvent.click(canvas.getByRole("button", { name: payLabel(t, globals.locale) }));
    await waitFor(() =>
      expect(canvas.getByRole("alert")).toHaveTextContent(tonesOf(t).error.title),
    );
  },
};

function AllAlerts({ locale }: { locale: unknown }) {
  const t = copyOf(locale);
  const tones = tonesOf(t);
  return (
    <div className="flex max-w-xl flex-col gap-4">
      {FEEDBACK_TONES.map((tone) => (
        <Alert key={tone} tone={tone} title={tones[tone].title}>
          {tones[tone].text}
        </Alert>
      ))}
      <Alert
        tone="error"
        title={tones.error.title}
        onDismiss={() => {}}
        action={
          <>
            <Button size="sm">{t("pricing.checkout.retry")}</Button>
            <Button size="sm" variant="outline">
              {t("pricing.checkout.payment.more")}
            </Button>
          </>
        }
      >
        {tones.error.text}
      </Alert>
      <Alert tone="warn" title={tones.warn.title} onDismiss={() => {}} />
    </div>
  );
}

/** Every tone, then an error with actions and a dismiss button, then a title-only warning. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllAlerts locale={globals.locale} />,
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
