import { Button, LoadingOverlay, useAsyncAction } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { langOf, StillSpinners, type StoryLang } from "./support/feedbackStoryHelpers";

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

const COPY = {
  en: {
    plan: "1-year plan",
    price: "$4.99",
    perMonth: "/month",
    billed: "$59.88 billed every 12 months",
    buy: "Buy now",
    loading: "Processing payment",
    done: "Payment confirmed",
  },
  ar: {
    plan: "خطة لمدة سنة",
    price: "$4.99",
    perMonth: "/شهريًا",
    billed: "تُدفع $59.88 كل 12 شهرًا",
    buy: "اشترِ الآن",
    loading: "جارٍ معالجة الدفع",
    done: "تم تأكيد الدفع",
  },
} as const;

function PlanCard({ lang, onBuy }: { lang: StoryLang; onBuy?: () => void }) {
  const copy = COPY[lang];
  return (
    <div className="bg-surface-raised shadow-low flex w-72 flex-col gap-3 p-6">
      <h3 className="font-display text-lg font-bold">{copy.plan}</h3>
      <p>
        <bdi dir="ltr" className="text-3xl font-extrabold">
          {copy.price}
        </bdi>
        <span className="text-text-muted">{copy.perMonth}</span>
      </p>
      <p className="text-text-muted text-sm">{copy.billed}</p>
      <Button onClick={onBuy}>{copy.buy}</Button>
    </div>
  );
}

export const Active: Story = {
  render: (args, { globals }) => (
    <LoadingOverlay {...args} className="rounded-card w-fit overflow-hidden">
      <PlanCard lang={langOf(globals.locale)} />
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
function AsyncPurchase({ lang }: { lang: StoryLang }) {
  const copy = COPY[lang];
  const { run, pending } = useAsyncAction(() => wait(300).then(() => copy.done));
  return (
    <LoadingOverlay
      active={pending}
      label={copy.loading}
      className="rounded-card w-fit overflow-hidden"
    >
      <PlanCard lang={lang} onBuy={() => void run()} />
    </LoadingOverlay>
  );
}

export const WhileACallbackRuns: Story = {
  // The interaction is scripted in English: in Arabic it would stop at
  // the first name and show the story's starting state again, so it is pinned.
  globals: { locale: "en" },
  render: (_args, { globals }) => <AsyncPurchase lang={langOf(globals.locale)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scrim = () => canvasElement.querySelector('[data-slot="loading-overlay-scrim"]');
    await expect(scrim()).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: COPY.en.buy }));
    await expect(scrim()).not.toBeNull();
    await expect(canvas.getByRole("status")).toHaveTextContent(COPY.en.loading);
    await waitFor(() => expect(scrim()).toBeNull(), { timeout: 2000 });
    await expect(canvas.getByRole("status")).toHaveTextContent("");
  },
};

/** Idle and busy side by side. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const lang = langOf(globals.locale);
    return (
      <div className="flex flex-wrap gap-8">
        <LoadingOverlay active={false} className="rounded-card w-fit overflow-hidden">
          <PlanCard lang={lang} />
        </LoadingOverlay>
        <LoadingOverlay
          active
          label={COPY[lang].loading}
          className="rounded-card w-fit overflow-hidden"
        >
          <PlanCard lang={lang} />
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
      await expect(statuses[1]).toHaveTextContent(COPY.ar.loading);
    },
    { shared: true },
  ),
};
