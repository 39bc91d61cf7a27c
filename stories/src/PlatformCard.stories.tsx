import { PlatformCard, StoreBadge } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { expectRightToLeft, pick } from "./support/contentStoryHelpers";

const meta = {
  title: "Components/PlatformCard",
  component: PlatformCard,
  args: {
    platform: "windows",
    title: "mVPN for Windows",
    description: "For Windows 10 and 11 PCs, x64 and Arm.",
    meta: "Version 5.4.2 · Windows 10 (64-bit) or later",
  },
} satisfies Meta<typeof PlatformCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One platform of the /download list, with a link to its page. */
export const Default: Story = {
  args: { actions: <a href="/download/windows">Download options</a> },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { name: "mVPN for Windows" }),
    ).toBeVisible();
  },
};

/** The visitor's download at the top of /download: the large size, marked as their device. */
export const Primary: Story = {
  args: {
    size: "primary",
    platform: "android",
    title: "mVPN for Android",
    description: "For phones and tablets with Android 8.0 or later.",
    current: "Your device",
    actions: (
      <StoreBadge
        store="google-play"
        href="https://play.google.com/store/apps/details?id=com.mvpn.master"
      />
    ),
  },
};

/** The smart-TV group as /download shows it. */
export const TvGroup: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const copy = pick(globals.locale, {
      en: { tv: "Apps for smart TVs", link: "Set-up steps" },
      ar: { tv: "تطبيقات للتلفزيونات الذكية", link: "خطوات الإعداد" },
    });
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        {(["android-tv", "apple-tv", "samsung-tv", "lg-tv"] as const).map((platform) => (
          <PlatformCard
            key={platform}
            platform={platform}
            title={platform}
            description={copy.tv}
            current={platform === "apple-tv" ? "✓" : undefined}
            actions={<a href={`#${platform}`}>{copy.link}</a>}
          />
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="platform-card"]')).toHaveLength(4);
  },
};

/** The primary card in Arabic, right to left: the mark on the right, the words after it. */
export const PrimaryRTL: Story = {
  ...Primary,
  name: "Primary (RTL)",
  globals: { locale: "ar" },
  args: {
    ...Primary.args,
    title: "mVPN لنظام Android",
    description: "للهواتف والأجهزة اللوحية بنظام Android 8.0 أو أحدث.",
    current: "جهازك",
  },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
  },
};
