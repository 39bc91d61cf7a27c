import {
  Button,
  Container,
  type DetectedPlatform,
  InstallSteps,
  type Platform,
  PlatformCard,
  Section,
  usePlatformName,
} from "@mvpn/design-system";
import type { InterfaceLocale } from "@mvpn/locales";
import { useId } from "react";
import { expect, within } from "storybook/test";
import { DOWNLOADS } from "../../site/src/downloads/downloads.config";
import { expectOneH1 } from "./support/compositionHelpers";
import * as composition from "./support/compositionStories";
import { WINDOWS, windowsInstallSteps } from "./support/downloadFixtures";
import { TitleBand } from "./support/pageBands";
import { siteCopy } from "./support/siteCopy";

/** As the site's DownloadActions: a placeholder installer says so on its button (issue #38). */
const PRIMARY_LABEL = DOWNLOADS.windows.files[0]?.placeholder
  ? "download.ui.demoWindowsX64"
  : "download.ui.downloadWindowsX64";

const DEVICES = ["windows", "macos", "ios", "android", "chrome"] as const satisfies Platform[];
const TVS = ["android-tv", "apple-tv", "samsung-tv", "lg-tv"] as const satisfies Platform[];

/** Each platform's card sentence, by its page's id in the site's `download` catalog. */
const CARD_ID: Record<Platform, string> = {
  windows: "windows",
  macos: "mac",
  ios: "ios",
  android: "android",
  chrome: "chrome",
  "android-tv": "smart-tv",
  "apple-tv": "apple-tv",
  "samsung-tv": "samsung-tv",
  "lg-tv": "lg-tv",
};

const linkClass = "text-text-link font-semibold underline underline-offset-4";
const h2Class = "font-display text-text m-0 text-2xl font-bold";

/**
 * /download (issue #15) as the site composes it for a visitor on Windows:
 * their download first, the other devices, the smart TVs, then the install
 * steps as the product page shows them.
 */
function DownloadPage({ locale }: { locale: InterfaceLocale }) {
  const t = siteCopy(locale, "download");
  const name = usePlatformName();
  const ids = { primary: useId(), devices: useId(), tv: useId(), steps: useId() };
  const card = (platform: DetectedPlatform & Platform) => (
    <li key={platform} className="flex">
      <PlatformCard
        className="w-full"
        platform={platform}
        title={name(platform)}
        description={t(`download.${CARD_ID[platform]}.card`)}
        actions={
          <a className={linkClass} href={`#/download/${platform}`}>
            {t("download.ui.installOn", { platform: name(platform) })}
          </a>
        }
      />
    </li>
  );
  return (
    <div data-slot="download-page" className="bg-surface text-text">
      <TitleBand title={t("download.hero.title")} intro={t("download.hero.body")} />
      <Section spacing="md">
        <Container className="flex flex-col gap-14">
          <section aria-labelledby={ids.primary} className="flex flex-col gap-4">
            <h2 id={ids.primary} className="sr-only">
              {t("download.ui.primaryHeading")}
            </h2>
            <PlatformCard
              className="w-full"
              size="primary"
              headingLevel={3}
              platform="windows"
              title={t("download.ui.detectedTitle", { platform: name("windows") })}
              description={t("download.ui.detectedBody", WINDOWS)}
              current={t("download.ui.currentBadge")}
              actions={
                <>
                  <Button
                    asChild
                    size="lg"
                    // As the site's DownloadActions: a long label wraps on a phone.
                    wrap
                    className="max-w-full text-start"
                  >
                    <a href="#/download/windows/x64" download>
                      {t(PRIMARY_LABEL)}
                    </a>
                  </Button>
                  <a className={linkClass} href="#/download/windows">
                    {t("download.ui.installOn", { platform: name("windows") })}
                  </a>
                </>
              }
            />
          </section>
          <section aria-labelledby={ids.devices} className="flex flex-col gap-6">
            <h2 id={ids.devices} className={h2Class}>
              {t("download.ui.devicesHeading")}
            </h2>
            <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
              {DEVICES.filter((platform) => platform !== "windows").map(card)}
            </ul>
          </section>
          <section aria-labelledby={ids.tv} className="flex flex-col gap-6">
            <div className="flex flex-col gap-2">
              <h2 id={ids.tv} className={h2Class}>
                {t("download.ui.tvHeading")}
              </h2>
              <p className="text-text-muted m-0 max-w-prose">{t("download.ui.tvBody")}</p>
            </div>
            <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-4">
              {TVS.map(card)}
            </ul>
          </section>
          <section aria-labelledby={ids.steps} className="flex flex-col gap-6">
            <h2 id={ids.steps} className={h2Class}>
              {t("download.ui.stepsHeading")}
            </h2>
            <InstallSteps steps={windowsInstallSteps(locale)} />
          </section>
        </Container>
      </Section>
    </div>
  );
}

export default { title: "Compositions/Download", tags: ["rtl"], ...composition.meta(DownloadPage) };
type Story = composition.CompositionStory<typeof DownloadPage>;

/** The visitor's card first and marked as theirs, eight other platforms, four numbered steps. */
export const Page: Story = {
  play: composition.checkPage(["download"], async ({ canvasElement, canvas, t, locale }) => {
    await expectOneH1(canvasElement, t("download.hero.title"));
    const cards = canvasElement.querySelectorAll('[data-slot="platform-card"]');
    await expect(cards).toHaveLength(9);
    await expect(cards[0]).toHaveTextContent(t("download.ui.currentBadge"));
    await expect(canvas.getByRole("link", { name: t(PRIMARY_LABEL) })).toBeVisible();
    const steps = canvas.getByRole("region", { name: t("download.ui.stepsHeading") });
    await expect(within(steps).getAllByRole("listitem")).toHaveLength(
      windowsInstallSteps(locale).length,
    );
  }),
};

export const FitsSmallPhone: Story = { tags: ["no-visual"], ...composition.smallPhoneCheck() };
