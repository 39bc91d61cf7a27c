import { Countdown } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { inBothDirections } from "./support/directions";

// Fixed times (SPEC.md vectors): stories must not tick, or screenshots would differ.
const MORNING = new Date(2026, 10, 18, 9, 30, 0); // 02:30:00 to noon
const NOON = new Date(2026, 10, 18, 12, 0, 0); // the daily offer's end in the morning
const EVENING = new Date(2026, 10, 18, 23, 59, 51); // 9 s to midnight
const MIDNIGHT = new Date(2026, 10, 19, 0, 0, 0); // its end in the evening
const FESTIVAL_END = new Date(2026, 11, 1, 0, 0, 0); // 12 days, 14:30:00 from MORNING

const meta = {
  title: "Components/Countdown",
  component: Countdown,
  args: { deadline: NOON, now: MORNING },
  argTypes: {
    tone: { control: "select", options: ["light", "brand"] },
    size: { control: "select", options: ["sm", "md"] },
    deadline: { control: false },
    now: { control: false },
  },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const digits = (canvasElement: HTMLElement) =>
  Array.from(
    canvasElement.querySelectorAll('[data-slot="countdown-value"]'),
    (el) => el.textContent,
  );

/** The daily offer at 09:30: it ends at noon (SPEC.md §4). */
export const OfferMorning: Story = {
  tags: ["rtl"],
  play: inBothDirections(
    async ({ canvasElement }) => {
      const timer = within(canvasElement).getByRole("timer", {
        name: "Offer ends in 2 hours, 30 minutes",
      });
      await expect(timer).toHaveAttribute("aria-live", "off");
      await expect(digits(canvasElement)).toEqual(["00", "02", "30", "00"]);
    },
    async ({ canvasElement }) => {
      const units = canvasElement.querySelector('[data-slot="countdown-units"]');
      await expect(units).toHaveAttribute("dir", "ltr");
      await expect(digits(canvasElement)).toEqual(["00", "02", "30", "00"]);
      await expect(within(canvasElement).getByRole("timer")).toHaveAccessibleName(
        "الوقت المتبقي على انتهاء العرض: ساعتان و30 دقيقة",
      );
    },
  ),
};

/** The last seconds before midnight: the summary speaks seconds only now. */
export const LastSeconds: Story = {
  args: { deadline: MIDNIGHT, now: EVENING },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("timer")).toHaveAccessibleName(
      "Offer ends in 9 seconds",
    );
  },
};

/** A festival that ends in days. */
export const Days: Story = {
  args: { deadline: FESTIVAL_END },
  play: async ({ canvasElement }) => {
    await expect(digits(canvasElement)).toEqual(["12", "14", "30", "00"]);
  },
};

/** Zeros once the deadline has passed. */
export const Expired: Story = {
  args: { deadline: new Date(2026, 10, 18, 12, 0, 0), now: new Date(2026, 10, 18, 12, 0, 5) },
  play: async ({ canvasElement }) => {
    await expect(digits(canvasElement)).toEqual(["00", "00", "00", "00"]);
    await expect(within(canvasElement).getByRole("timer")).toHaveAccessibleName(
      "The offer has ended",
    );
  },
};

/** On the brand band, without the days the noon/midnight offer never has. */
export const OnBrandBand: Story = {
  args: { tone: "brand", showDays: false },
  decorators: [
    (Story) => (
      <div className="from-surface-brand to-surface-brand-end rounded-card bg-linear-to-br p-6">
        <Story />
      </div>
    ),
  ],
};

export const Small: Story = {
  args: { size: "sm" },
};

function AllCountdowns() {
  return (
    <div className="flex flex-col items-start gap-6">
      <Countdown deadline={NOON} now={MORNING} />
      <Countdown deadline={MIDNIGHT} now={EVENING} size="sm" />
      <Countdown deadline={FESTIVAL_END} now={MORNING} />
      <Countdown deadline={new Date(2026, 10, 18, 12)} now={new Date(2026, 10, 18, 12, 0, 5)} />
      <div className="from-surface-brand to-surface-brand-end rounded-card flex flex-col gap-4 bg-linear-to-br p-6">
        <Countdown deadline={NOON} now={MORNING} tone="brand" />
        <Countdown deadline={NOON} now={MORNING} tone="brand" size="sm" showDays={false} />
      </div>
    </div>
  );
}

/** Every state and tone, at fixed times. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: () => <AllCountdowns />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("timer")).toHaveLength(6);
  },
};
