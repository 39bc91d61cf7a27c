import { type Platform, PlatformCard, StoreBadge, usePlatformName } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { siteCopy } from "./support/siteCopy";

const meta = {
  title: "Components/PlatformCard",
  component: PlatformCard,
  args: { platform: "windows", title: "" },
} satisfies Meta<typeof PlatformCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The releases /download lists (site/src/downloads/downloads.config.ts):
 * the platform's product page, its version and the oldest system it runs on.
 * Versions and system names are not translated.
 */
const RELEASES = {
  windows: { product: "windows", version: "5.4.2", minOs: "Windows 10 (64-bit)" },
  android: { product: "android", version: "4.9.1", minOs: "Android 8.0" },
  "android-tv": { product: "smart-tv", version: "4.9.1", minOs: "Android TV 9 / Google TV" },
  "apple-tv": { product: "apple-tv", version: "5.2.0", minOs: "tvOS 17" },
  "samsung-tv": { product: "samsung-tv", version: "2.1.0", minOs: "Tizen 6.0" },
  "lg-tv": { product: "lg-tv", version: "2.1.0", minOs: "webOS 6.0" },
} as const satisfies Partial<Record<Platform, { product: string; version: string; minOs: string }>>;
type Released = keyof typeof RELEASES;

/**
 * A platform's card in /download's list, in the page's words: the platform's
 * name (the design system's), the product's line, the version and the link
 * to its page (site/src/pages/download/index.tsx).
 */
function ListedCard({
  platform,
  locale,
  current = false,
}: {
  platform: Released;
  locale: unknown;
  current?: boolean;
}) {
  const t = siteCopy(locale, "download");
  const name = usePlatformName()(platform);
  const { product, version, minOs } = RELEASES[platform];
  return (
    <PlatformCard
      className="w-full"
      platform={platform}
      title={name}
      description={t(`download.${product}.card`)}
      meta={t("download.ui.cardMeta", { version, minOs })}
      current={current ? t("download.ui.currentBadge") : undefined}
      actions={
        <a
          href={`#/download/${product}`}
          className="text-text-link font-semibold underline underline-offset-4"
        >
          {t("download.ui.installOn", { platform: name })}
        </a>
      }
    />
  );
}

/** The visitor's download at the top of /download: the large size, marked as their device. */
function DetectedCard({ locale }: { locale: unknown }) {
  const t = siteCopy(locale, "download");
  const name = usePlatformName()("android");
  const { version, minOs } = RELEASES.android;
  return (
    <PlatformCard
      className="w-full"
      size="primary"
      headingLevel={3}
      platform="android"
      title={t("download.ui.detectedTitle", { platform: name })}
      description={t("download.ui.detectedBody", { version, minOs })}
      current={t("download.ui.currentBadge")}
      actions={
        <StoreBadge
          store="google-play"
          href="https://play.google.com/store/apps/details?id=com.mvpn.master"
        />
      }
    />
  );
}

/** One platform of the /download list, with a link to its page. */
export const Default: Story = {
  render: (_args, { globals }) => <ListedCard platform="windows" locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Windows" })).toBeVisible();
    await expect(
      within(canvasElement).getByRole("link", { name: "Install on Windows" }),
    ).toHaveAttribute("href", "#/download/windows");
  },
};

/**
 * The visitor's download at the top of /download: the large size, marked as
 * their device. In Arabic the mark sits on the right, the words after it.
 */
export const Primary: Story = {
  render: (_args, { globals }) => <DetectedCard locale={globals.locale} />,
};

/** The smart-TV group as /download shows it, the visitor's TV marked. */
export const TvGroup: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <div className="grid gap-4 sm:grid-cols-2">
      {(["android-tv", "apple-tv", "samsung-tv", "lg-tv"] as const).map((platform) => (
        <ListedCard
          key={platform}
          platform={platform}
          locale={globals.locale}
          current={platform === "apple-tv"}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="platform-card"]')).toHaveLength(4);
  },
};
