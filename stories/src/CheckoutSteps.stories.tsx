import { CheckoutSteps } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { inBothDirections } from "./support/directions";

const meta = {
  title: "Components/CheckoutSteps",
  component: CheckoutSteps,
  args: { current: 2 },
  argTypes: { current: { control: { type: "number", min: 0, max: 2 } } },
} satisfies Meta<typeof CheckoutSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the payment step: plan and account done, payment current. */
export const Default: Story = {
  tags: ["rtl"],
  play: inBothDirections(
    async ({ canvasElement }) => {
      const steps = within(canvasElement).getAllByRole("listitem");
      await expect(steps[2]).toHaveAttribute("aria-current", "step");
      await expect(steps[0]).toHaveTextContent("Plan (completed)");
    },
    async ({ canvasElement }) => {
      const list = within(canvasElement).getByRole("list", { name: "خطوات الدفع" });
      await expect(within(list).getAllByRole("listitem")[2]).toHaveAttribute(
        "aria-current",
        "step",
      );
    },
  ),
};

/** Each step as the current one. */
export const All: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="flex flex-col gap-6">
      {[0, 1, 2, 3].map((current) => (
        <CheckoutSteps key={current} current={current} />
      ))}
    </div>
  ),
};
