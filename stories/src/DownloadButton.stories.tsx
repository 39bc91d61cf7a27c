import {
  type DetectedPlatform,
  DownloadButton,
  PLATFORMS,
  type PlatformDownloads,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { inBothDirections } from "./support/directions";

/** Every platform's download, as the site would pass them (SPEC.md §2 download sub-pages). */
const DOWNLOADS: PlatformDownloads = {
  windows: { href: "/download/windows", version: "5.2.1" },
  macos: { href: "/download/mac", version: "5.1.0" },
  ios: { href: "/download/ios" },
  android: { href: "/download/android", version: "4.8.0" },
  chrome: { href: "/download/chrome" },
  "android-tv": { href: "/download/smart-tv" },
  "apple-tv": { href: "/download/apple-tv" },
  "lg-tv": { href: "/download/lg-tv" },
  "samsung-tv": { href: "/download/samsung-tv" },
};

const meta = {
  title: "Components/DownloadButton",
  component: DownloadButton,
  args: { platform: "windows", downloads: DOWNLOADS },
  argTypes: {
    platform: { control: "select", options: [...PLATFORMS, "unknown"] },
    tone: { control: "select", options: ["light", "brand"] },
    downloads: { control: false },
  },
  // Room below for the open list in screenshots.
  decorators: [
    (Story) => (
      <div className="min-h-[28rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DownloadButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const platformStory = (platform: DetectedPlatform, name: RegExp): Story => ({
  args: { platform },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name })).toBeVisible();
  },
});

/** In Arabic the list is opened too: the versions and platform names keep their order. */
export const Windows: Story = {
  ...platformStory("windows", /Download for Windows/),
  tags: ["rtl"],
  play: inBothDirections(
    async ({ canvasElement }) => {
      const name = /Download for Windows/;
      await expect(within(canvasElement).getByRole("link", { name })).toBeVisible();
    },
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole("link", { name: "تنزيل لـ Windows" })).toBeVisible();
      await userEvent.click(canvas.getByRole("button", { name: "منصات أخرى" }));
      await expect(canvas.getByRole("list")).toBeVisible();
    },
  ),
};
export const Mac = platformStory("macos", /Download for Mac/);
export const IOS: Story = { ...platformStory("ios", /Download for iOS/), name: "iOS" };
export const Android = platformStory("android", /Download for Android/);
export const Chrome = platformStory("chrome", /Download for Chrome/);
export const AndroidTV: Story = {
  ...platformStory("android-tv", /Android TV/),
  name: "Android TV",
};
export const AppleTV: Story = { ...platformStory("apple-tv", /Apple TV/), name: "Apple TV" };
export const LgTV: Story = { ...platformStory("lg-tv", /LG TV/), name: "LG TV" };
export const SamsungTV: Story = {
  ...platformStory("samsung-tv", /Samsung TV/),
  name: "Samsung TV",
};

/** No app for the visitor's platform (Linux with Firefox, a bot): the list is the primary action. */
export const Unknown: Story = {
  args: { platform: "unknown" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("link")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Choose your platform" })).toBeVisible();
  },
};

/** On the hero band. */
export const OnBrandBand: Story = {
  args: { tone: "brand", platform: "macos" },
  decorators: [
    (Story) => (
      <div className="from-surface-brand to-surface-brand-end rounded-card bg-linear-to-br p-6">
        <Story />
      </div>
    ),
  ],
};

/** Keyboard only: Tab to "Other platforms", open it with Enter, arrow down the list, Escape back. */
export const OtherPlatformsWithKeyboard: Story = {
  // The keyboard walk-through is scripted in English: in Arabic it would stop at
  // the first name and show the story's starting state again, so it is pinned.
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Other platforms" });
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: /Download for Windows/ })).toHaveFocus();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const list = canvas.getByRole("list", { name: "Other platforms" });
    await expect(list).toBeVisible();
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(list).getByRole("link", { name: /Mac/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(list).getByRole("link", { name: /iOS/ })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(toggle).toHaveFocus());
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // Open again and leave it open for the screenshot.
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(list).getByRole("link", { name: /Mac/ })).toHaveFocus();
  },
};

/** Every platform as the visitor's, closed, for visual review. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  decorators: [],
  render: (args) => (
    <div className="flex flex-col items-start gap-6">
      {[...PLATFORMS, "unknown" as const].map((platform) => (
        <DownloadButton key={platform} {...args} platform={platform} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = canvasElement.querySelectorAll('[data-slot="download-button"]');
    await expect(buttons).toHaveLength(PLATFORMS.length + 1);
  },
};
