import { Rating } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { inBothDirections } from "./support/directions";

const VALUES = [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5];

const meta = {
  title: "Components/Rating",
  component: Rating,
  args: { value: 4.5 },
  argTypes: {
    value: { control: { type: "range", min: 0, max: 5, step: 0.1 } },
    tone: { control: "select", options: ["default", "onBrand"] },
    size: { control: "select", options: ["sm", "md"] },
  },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A score of 4.5 (the site shows no rating of its own: these stories show
 * the component's states, never a claim about mVPN). In Arabic the row
 * reads from the right and the half star fills from its right side; no star
 * is mirrored.
 */
export const Default: Story = {
  tags: ["rtl"],
  play: inBothDirections(
    async ({ canvasElement }) => {
      await expect(
        within(canvasElement).getByRole("img", { name: "Rated 4.5 out of 5" }),
      ).toBeVisible();
    },
    async ({ canvasElement }) => {
      const rating = within(canvasElement).getByRole("img", { name: "التقييم 4.5 من 5" });
      const stars = rating.querySelectorAll('[data-slot="rating-star"]');
      const first = (stars[0] as Element).getBoundingClientRect();
      const last = (stars[4] as Element).getBoundingClientRect();
      await expect(first.left).toBeGreaterThan(last.left);
      const half = rating.querySelector('[data-fill="half"]') as HTMLElement;
      const fill = half.querySelector("span") as HTMLElement;
      await expect(Math.round(fill.getBoundingClientRect().right)).toBe(
        Math.round(half.getBoundingClientRect().right),
      );
    },
  ),
};

export const WithValue: Story = { args: { value: 4.8, showValue: true } };

export const OnBrand: Story = {
  args: { value: 4.8, showValue: true, tone: "onBrand" },
  decorators: [
    (Story) => (
      <div className="bg-surface-brand text-on-brand rounded-card w-fit p-4">
        <Story />
      </div>
    ),
  ],
};

/** Every half step from 0 to 5, both sizes, and the brand band. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="flex flex-col gap-6">
      <div className="grid w-fit grid-cols-2 gap-x-8 gap-y-2">
        {VALUES.map((value) => (
          <Rating key={value} value={value} showValue />
        ))}
      </div>
      <div className="flex flex-wrap gap-6">
        <Rating value={3.5} size="sm" showValue />
        <Rating value={3.5} size="md" showValue />
      </div>
      <div className="bg-surface-brand rounded-card flex w-fit gap-6 p-4">
        <Rating value={4.5} tone="onBrand" showValue />
        <Rating value={2} tone="onBrand" size="sm" showValue />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("img")).toHaveLength(VALUES.length + 4);
  },
};
