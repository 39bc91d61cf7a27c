import { AppScreen, type AppScreenProps, countryName } from "@mvpn/design-system";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import de from "flag-icons/flags/4x3/de.svg";
import { expect, within } from "storybook/test";
import { cityName } from "../../site/src/content/city-names";
import { expectRightToLeft, inBothDirections } from "./support/directions";
import { argsFromSite } from "./support/siteArgs";
import { siteCopy } from "./support/siteCopy";

/**
 * The words a download page gives the drawn app, in every language, from the
 * site's catalog and its city names (the server in Frankfurt); the IP address
 * and the time are the site's illustrative ones.
 */
const argsByLocale = argsFromSite(["download"], (t, locale) => ({
  labels: {
    appName: "mVPN",
    status: t("download.ui.screenStatus"),
    detail: t("download.ui.screenDetail"),
    city: cityName("Frankfurt", locale),
    country: countryName("de", locale),
    ipLabel: t("download.ui.screenIp"),
    ip: "203.0.113.42",
    durationLabel: t("download.ui.screenDuration"),
    duration: "01:24:36",
  },
}));

/** As wide as the hero's half on a computer. */
const heroColumn: Decorator = (Story) => (
  <div className="flex max-w-md justify-center">
    <Story />
  </div>
);

const meta = {
  title: "Components/AppScreen",
  component: AppScreen,
  decorators: [heroColumn],
  args: {
    platform: "windows",
    flagSrc: de,
    ...(argsByLocale.en as Pick<AppScreenProps, "labels">),
  },
  parameters: { argsByLocale, controls: { exclude: ["labels"] } },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const screenOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="app-screen"]') as HTMLElement;

/**
 * Right to left, the app and the window's chrome mirror as the OS does: the
 * window's buttons at the left, the flag at the right of the city.
 */
async function expectMirrored(canvasElement: HTMLElement) {
  await expectRightToLeft(canvasElement);
  const screen = screenOf(canvasElement);
  await expect(screen).toHaveAttribute("dir", "rtl");
  const location = screen.querySelector('[data-slot="app-screen-location"]') as HTMLElement;
  const [flag, name] = [...location.children].map((node) => node.getBoundingClientRect());
  await expect(flag?.left).toBeGreaterThan(name?.left ?? 0);
}

/** The accessible name /download/windows gives it, in the story's language. */
const windowsName = (locale: unknown) =>
  siteCopy(locale, "download")("download.ui.screenName", {
    platform: "Windows",
    city: cityName("Frankfurt", String(locale ?? "en")),
  });

/** Windows: one image named by the page's words, the buttons at the end of its title bar. */
export const Windows: Story = {
  tags: ["rtl"],
  render: (args, { globals }) => <AppScreen {...args} label={windowsName(globals.locale)} />,
  play: inBothDirections(
    async ({ canvasElement, globals }) => {
      await expect(
        within(canvasElement).getByRole("img", { name: windowsName(globals.locale) }),
      ).toBeVisible();
    },
    async ({ canvasElement }) => {
      await expectMirrored(canvasElement);
      const bar = screenOf(canvasElement).querySelector('[data-slot="app-screen-title-bar"]');
      const [title, , , close] = [...(bar?.children ?? [])].map((node) =>
        node.getBoundingClientRect(),
      );
      await expect(close?.left).toBeLessThan(title?.left ?? 0);
    },
    { shared: true },
  ),
};

/** macOS: close, minimise and zoom at the start of the title bar. */
export const MacOS: Story = { args: { platform: "macos" } };

/** iPhone: the Dynamic Island and the home indicator, the app in one column. */
export const IPhone: Story = { args: { platform: "ios" } };

/** Android phone: the punch-hole camera. */
export const Android: Story = {
  tags: ["rtl"],
  args: { platform: "android" },
  play: inBothDirections(undefined, async ({ canvasElement }) => {
    await expectMirrored(canvasElement);
  }),
};

/** Chrome: the extension's popup under its button, at the end of the toolbar. */
export const ChromeExtension: Story = { args: { platform: "chrome" } };

/** A TV (Android TV, Apple TV, Samsung, LG): the control beside the details, for the room's distance. */
export const Tv: Story = { args: { platform: "android-tv" } };
