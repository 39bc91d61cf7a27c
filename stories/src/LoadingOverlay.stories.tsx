import { Button, formatPrice, LoadingOverlay, useAsyncAction } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { StillSpinners } from "./support/feedbackStoryHelpers";
import { siteCopy } from "./support/siteCopy";

const meta = {
  title: "Components/LoadingOverlay",
  component: LoadingOverlay,
  decorators: [
    (Story) => (
      <StillSpinners>
        <Story />
      </StillSpinners>
    ),
  ],
  args: { active: true },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pricing page's one-year plan and the checkout's "Processing your payment…" (pricing). */
function copyOf(locale: unknown) {
  const t = siteCopy(locale, "pricing");
  return {
    plan: t("pricing.plans.title", { months: 12 }),
    price: formatPrice("4.99", "USD", String(locale ?? "en")),
    billed: t("pricing.checkout.plan.term", { months: 12 }),
    buy: t("pricing.plans.choose", { months: 12 }),
    loading: t("pricing.checkout.paying"),
  };
}

function PlanCard({ locale, onBuy }: { locale: unknown; onBuy?: () => void }) {
  const copy = copyOf(locale);
  return (
    <div className="bg-surface-raised shadow-low flex w-72 flex-col gap-3 p-6">
      <h3 className="font-display text-lg font-bold">{copy.plan}</h3>
      <p>
        <bdi dir="ltr" className="text-3xl font-extrabold">
          {copy.price}
        </bdi>
      </p>
      <p className="text-text-muted text-sm">{copy.billed}</p>
      <Button onClick={onBuy}>{copy.buy}</Button>
    </div>
  );
}

export const Active: Story = {
  render: (args, { globals }) => (
    <LoadingOverlay {...args} className="rounded-card w-fit overflow-hidden">
      <PlanCard locale={globals.locale} />
    </LoadingOverlay>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading");
    await expect(
      canvasElement.querySelector('[data-slot="loading-overlay-content"]'),
    ).toHaveAttribute("aria-busy", "true");
  },
};

export const Inactive: Story = {
  ...Active,
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="loading-overlay-scrim"]')).toBeNull();
  },
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A purchase whose callback takes 300 ms: the overlay shows while it runs (SPEC.md §2). */
function AsyncPurchase({ locale }: { locale: unknown }) {
  const copy = copyOf(locale);
  const { run, pending } = useAsyncAction(() => wait(300));
  return (
    <LoadingOverlay
      active={pending}
      label={copy.loading}
      className="rounded-card w-fit overflow-hidden"
    >
      <PlanCard locale={locale} onBuy={() => void run()} />
    </LoadingOverlay>
  );
}

export const WhileACallbackRuns: Story = {
  // The interaction is scripted in English: in Arabic it would stop at
  // the first name and show the story's starting state again, so it is pinned.
  globals: { locale: "en" },
  render: (_args, { globals }) => <AsyncPurchase locale={globals.locale} />,
  play: async ({ canvasElement, globals }) => {
    const copy = copyOf(globals.locale);
    const canvas = within(canvasElement);
    const scrim = () => canvasElement.querySelector('[data-slot="loading-overlay-scrim"]');
    await expect(scrim()).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: copy.buy }));
    await expect(scrim()).not.toBeNull();
    await expect(canvas.getByRole("status")).toHaveTextContent(copy.loading);
    await waitFor(() => expect(scrim()).toBeNull(), { timeout: 2000 });
    await expect(canvas.getByRole("status")).toHaveTextContent("");
  },
};

/** Idle and busy side by side. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const locale = globals.locale;
    return (
      <div className="flex flex-wrap gap-8">
        <LoadingOverlay active={false} className="rounded-card w-fit overflow-hidden">
          <PlanCard locale={locale} />
        </LoadingOverlay>
        <LoadingOverlay
          active
          label={copyOf(locale).loading}
          className="rounded-card w-fit overflow-hidden"
        >
          <PlanCard locale={locale} />
        </LoadingOverlay>
      </div>
    );
  },
  play: inBothDirections(
    async ({ canvasElement }) => {
      const busy = canvasElement.querySelectorAll('[aria-busy="true"]');
      await expect(busy).toHaveLength(1);
    },
    async (context) => {
      const statuses = within(context.canvasElement).getAllByRole("status");
      await expect(statuses[1]).toHaveTextContent(copyOf(context.globals.locale).loading);
    },
    { shared: true },
  ),
};
