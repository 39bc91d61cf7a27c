import { STORES, StoreBadge } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { inBothDirections } from "./support/directions";

const HREFS = {
  "app-store": "https://apps.apple.com/app/id0000000000",
  "google-play": "https://play.google.com/store/apps/details?id=com.example.vpn",
  "chrome-web-store": "https://chromewebstore.google.com/detail/example",
  "lg-content-store": "/download/lg-tv",
  "samsung-apps": "/download/samsung-tv",
} as const;

const meta = {
  title: "Components/StoreBadge",
  component: StoreBadge,
  args: { store: "app-store", href: HREFS["app-store"] },
  argTypes: { store: { control: "select", options: STORES } },
} satisfies Meta<typeof StoreBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppStore: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("link", { name: "Download on the App Store" }),
    ).toHaveAttribute("href", HREFS["app-store"]);
  },
};

export const GooglePlay: Story = {
  tags: ["rtl"],
  args: { store: "google-play", href: HREFS["google-play"] },
  play: inBothDirections(
    async ({ canvasElement }) => {
      await expect(
        within(canvasElement).getByRole("link", { name: "Get it on Google Play" }),
      ).toBeVisible();
    },
    async ({ canvasElement }) => {
      await expect(
        within(canvasElement).getByRole("link", { name: "احصل عليه من Google Play" }),
      ).toBeVisible();
    },
  ),
};

export const ChromeWebStore: Story = {
  args: { store: "chrome-web-store", href: HREFS["chrome-web-store"] },
};

export const LgContentStore: Story = {
  args: { store: "lg-content-store", href: HREFS["lg-content-store"] },
};

export const SamsungApps: Story = {
  args: { store: "samsung-apps", href: HREFS["samsung-apps"] },
};

/** Every badge, for visual review. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="flex flex-wrap items-center gap-4">
      {STORES.map((store) => (
        <StoreBadge key={store} store={store} href={HREFS[store]} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("link")).toHaveLength(STORES.length);
  },
};
