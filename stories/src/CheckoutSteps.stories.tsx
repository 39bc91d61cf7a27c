import { CheckoutSteps } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { expectRightToLeft } from "./support/contentStoryHelpers";

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
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole("listitem");
    await expect(steps[2]).toHaveAttribute("aria-current", "step");
    await expect(steps[0]).toHaveTextContent("Plan (completed)");
  },
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

export const RTL: Story = {
  globals: { locale: "ar" },
  args: { current: 1 },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    await expect(within(canvasElement).getByRole("list", { name: "خطوات الدفع" })).toBeVisible();
  },
};
