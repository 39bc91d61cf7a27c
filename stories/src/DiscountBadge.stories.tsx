import { DiscountBadge } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { inBothDirections } from "./support/directions";

const meta = {
  title: "Components/DiscountBadge",
  component: DiscountBadge,
  args: { percent: "59%" },
  argTypes: {
    variant: { control: "select", options: ["percent", "save"] },
    tone: { control: "select", options: ["solid", "subtle"] },
  },
} satisfies Meta<typeof DiscountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plan's `discount_percent` ("59%"), read as "Save 59%". */
export const Percent: Story = {
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector("[data-slot=discount-badge]");
    await expect(badge?.querySelector("bdi")).toHaveTextContent("59%");
    await expect(within(canvasElement).getByText("Save 59%")).toHaveClass("sr-only");
  },
};

/** The sentence variant: in Arabic "وفّر 71%", the sentence Arabic, the percentage keeping its digits. */
export const Save: Story = {
  tags: ["rtl"],
  args: { variant: "save", percent: 71 },
  play: inBothDirections(
    async ({ canvasElement }) => {
      await expect(canvasElement.querySelector("[data-slot=discount-badge]")).toHaveTextContent(
        "Save 71%",
      );
    },
    async ({ canvasElement }) => {
      await expect(canvasElement.querySelector("[data-slot=discount-badge]")).toHaveTextContent(
        "وفّر 71%",
      );
    },
  ),
};

/** The quiet tone, for running text. */
export const Subtle: Story = {
  args: { variant: "save", tone: "subtle" },
};

/** A value that is not a percentage shows nothing, never "NaN%". */
export const NotAPercentage: Story = {
  // Renders nothing: a screenshot would be an empty frame, the same as any other empty story.
  tags: ["no-visual"],
  args: { percent: "abc" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=discount-badge]")).toBeNull();
  },
};

export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="flex flex-col gap-4">
      {(["solid", "subtle"] as const).map((tone) => (
        <div key={tone} className="flex flex-wrap items-center gap-3">
          <DiscountBadge tone={tone} percent="58%" />
          <DiscountBadge tone={tone} percent="71%" />
          <DiscountBadge tone={tone} percent="58%" variant="save" />
          <DiscountBadge tone={tone} percent={71} variant="save" />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[data-slot=discount-badge]")).toHaveLength(8);
  },
};
