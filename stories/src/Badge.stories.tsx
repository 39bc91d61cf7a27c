import { BADGE_SIZES, BADGE_TONES, Badge, type BadgeTone, GiftIcon } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { pick } from "./support/contentStoryHelpers";
import { inBothDirections } from "./support/directions";

/** What each tone says on the site. */
const LABELS: Record<"en" | "ar", Record<BadgeTone, string>> = {
  en: {
    neutral: "Monthly",
    accent: "Save 59%",
    success: "Active",
    warn: "Expires in 3 days",
    error: "Payment failed",
    brand: "Most popular",
  },
  ar: {
    neutral: "شهري",
    accent: "وفّر 59٪",
    success: "نشط",
    warn: "ينتهي خلال 3 أيام",
    error: "فشل الدفع",
    brand: "الأكثر شيوعًا",
  },
};

const meta = {
  title: "Components/Badge",
  component: Badge,
  args: { children: LABELS.en.accent, tone: "accent" },
  argTypes: {
    tone: { control: "select", options: BADGE_TONES },
    size: { control: "select", options: BADGE_SIZES },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accent: Story = {
  tags: ["rtl"],
  parameters: { argsByLocale: { ar: { children: LABELS.ar.accent } } },
  play: inBothDirections(undefined, async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(LABELS.ar.accent)).toBeVisible();
  }),
};

export const WithIcon: Story = {
  args: { tone: "brand", size: "md" },
  render: (args) => (
    <Badge {...args}>
      <GiftIcon />
      {LABELS.en.brand}
    </Badge>
  ),
};

function AllBadges({ locale }: { locale: unknown }) {
  const labels = pick(locale, LABELS);
  return (
    <div className="flex flex-col gap-4">
      {BADGE_SIZES.map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-3">
          {BADGE_TONES.map((tone) => (
            <Badge key={tone} tone={tone} size={size}>
              {labels[tone]}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  );
}

/** Every tone in both sizes. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllBadges locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="badge"]')).toHaveLength(
      BADGE_TONES.length * BADGE_SIZES.length,
    );
  },
};
