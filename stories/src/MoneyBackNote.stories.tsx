import { MoneyBackNote } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { inBothDirections } from "./support/directions";

const meta = {
  title: "Components/MoneyBackNote",
  component: MoneyBackNote,
  argTypes: { tone: { control: "select", options: ["default", "on-brand"] } },
} satisfies Meta<typeof MoneyBackNote>;

export default meta;
type Story = StoryObj<typeof meta>;

const note = (canvasElement: HTMLElement) =>
  canvasElement.querySelector("[data-slot=money-back-note]");

/** The product's 30 days. */
export const Default: Story = {
  tags: ["rtl"],
  play: inBothDirections(
    async ({ canvasElement }) => {
      await expect(note(canvasElement)).toHaveTextContent("30-day money-back guarantee");
    },
    async ({ canvasElement }) => {
      await expect(note(canvasElement)).toHaveTextContent("ضمان استرداد الأموال خلال 30 يومًا");
    },
  ),
};

/** Another length, when an offer says so. */
export const FourteenDays: Story = {
  args: { days: 14 },
  play: async ({ canvasElement }) => {
    await expect(note(canvasElement)).toHaveTextContent("14-day money-back guarantee");
  },
};

/** On the hero band, as the trust line. */
export const OnBrand: Story = {
  args: { tone: "on-brand" },
  decorators: [
    (Story) => (
      <div className="from-surface-brand to-surface-brand-end rounded-card bg-linear-to-br p-6">
        <Story />
      </div>
    ),
  ],
};

export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="flex flex-col gap-4">
      <MoneyBackNote />
      <MoneyBackNote days={14} />
      <MoneyBackNote days={1} />
      <div className="from-surface-brand to-surface-brand-end rounded-card bg-linear-to-br p-6">
        <MoneyBackNote tone="on-brand" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[data-slot=money-back-note]")).toHaveLength(4);
  },
};
