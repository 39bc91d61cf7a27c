import {
  Button,
  PAYMENT_STATUS_TONES,
  PaymentStatus,
  type PaymentStatusTone,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { StillSpinners } from "./support/feedbackStoryHelpers";
import { siteCopy } from "./support/siteCopy";

interface Words {
  title: string;
  body: string;
  primary?: string;
  secondary?: string;
}

/**
 * What /paystatus says in each tone, as site/src/payment-result/PayStatusPanel.tsx
 * words it: the checking page, the bank's confirmation, paid, the three
 * unpaid endings, and a payment still waiting.
 */
function wordsFor(locale: unknown): Record<PaymentStatusTone, Words> {
  const t = siteCopy(locale, "paystatus", "header");
  const state = (name: string, primary?: string, secondary?: string): Words => ({
    title: t(`paystatus.${name}.title`),
    body: t(`paystatus.${name}.body`),
    primary,
    secondary,
  });
  return {
    pending: state("hero"),
    action: state("action", t("paystatus.action.continue")),
    success: state("paid", t("paystatus.paid.continue")),
    declined: state("declined", t("paystatus.tryAgain"), t("header.seePlans")),
    abandoned: state("abandoned", t("paystatus.tryAgain")),
    expired: state("expired", t("header.seePlans")),
    waiting: state("waiting", t("header.account")),
  };
}

function Panel({
  tone,
  locale,
  headingLevel,
  words = wordsFor(locale)[tone],
  onPrimary,
}: {
  tone: PaymentStatusTone;
  locale: unknown;
  headingLevel?: 1 | 2;
  /** Other words than the tone's usual ones (the unreachable server, also an `action`). */
  words?: Words;
  onPrimary?: () => void;
}) {
  return (
    <PaymentStatus
      tone={tone}
      title={words.title}
      headingLevel={headingLevel}
      actions={
        words.primary ? (
          <>
            <Button onClick={onPrimary}>{words.primary}</Button>
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
  args: { tone: "success", title: wordsFor("en").success.title },
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
  render: (args, { globals }) => <Panel tone={args.tone} locale={globals.locale} />,
} satisfies Meta<typeof PaymentStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  args: { tone: "pending" },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole("status");
    await expect(status).toHaveTextContent("Checking your payment…");
    await expect(canvasElement.querySelector("[data-slot=spinner]")).toBeVisible();
  },
};

export const Success: Story = { args: { tone: "success" } };
export const Declined: Story = {
  tags: ["rtl"],
  args: { tone: "declined" },
  play: inBothDirections(undefined, async ({ canvasElement, globals }) => {
    const { title } = wordsFor(globals.locale).declined;
    await expect(within(canvasElement).getByRole("heading", { name: title })).toBeVisible();
  }),
};
export const Action: Story = { args: { tone: "action" } };

/**
 * The server could not be reached (an `action` panel); "Retry" asks again and
 * the panel moves on to paid. Screen readers hear the new state.
 */
export const RetryThenPaid: Story = {
  name: "Retry, then paid",
  render: (_args, { globals }) => {
    const t = siteCopy(globals.locale, "paystatus");
    const unreachable: Words = {
      title: t("paystatus.unreachable.title"),
      body: t("paystatus.unreachable.body"),
      primary: t("paystatus.retry"),
    };
    function Settling() {
      const [paid, setPaid] = useState(false);
      return paid ? (
        <Panel tone="success" locale={globals.locale} />
      ) : (
        <Panel
          tone="action"
          locale={globals.locale}
          words={unreachable}
          onPrimary={() => setPaid(true)}
        />
      );
    }
    return <Settling />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole("status");
    await expect(status).toHaveAttribute("aria-live", "polite");
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    // The same live region, now holding the news.
    await expect(canvas.getByRole("status")).toBe(status);
    await expect(status).toHaveTextContent("Payment confirmed");
  },
};

/** Every tone, for review. Several h1s on one canvas would be wrong on a page: here they are h2s. */
export const All: Story = {
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <div className="flex flex-col gap-6">
      {PAYMENT_STATUS_TONES.map((tone) => (
        <Panel key={tone} tone={tone} locale={globals.locale} headingLevel={2} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("status")).toHaveLength(7);
  },
};
