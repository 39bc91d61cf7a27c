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
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useId } from "react";
import { expect, within } from "storybook/test";
import { type CheckoutLang, SMALL_PHONE } from "./support/checkoutFixtures";
import { expectOneH1, fitsSmallPhone } from "./support/compositionHelpers";
import { compositionMeta } from "./support/compositionStories";
import { inBothDirections } from "./support/directions";

const DEVICES = ["windows", "macos", "ios", "android", "chrome"] as const satisfies Platform[];
const TVS = ["android-tv", "apple-tv", "samsung-tv", "lg-tv"] as const satisfies Platform[];

const COPY = {
  en: {
    title: "Download mVPN",
    intro: "Apps for your computer, phone, browser and TV. One account covers 10 devices.",
    primary: "Your download",
    detected: "mVPN for Windows",
    detectedBody: "Version 5.4.2 for Windows 10 and 11, x64 and Arm. Free to install.",
    current: "Your device",
    download: "Download for Windows (x64)",
    installOn: (name: string) => `Install on ${name}`,
    meta: "Version 5.4.2",
    cards: {
      windows: "For Windows 10 and 11 PCs.",
      macos: "For Macs with Apple silicon or Intel.",
      ios: "For iPhone and iPad.",
      android: "For phones and tablets.",
      chrome: "Protects the Chrome browser.",
      "android-tv": "For Android TV and Google TV.",
      "apple-tv": "For Apple TV 4K and HD.",
      "samsung-tv": "Set up on the TV's network settings.",
      "lg-tv": "Set up on the TV's network settings.",
    } satisfies Record<Platform, string>,
    devices: "Your other devices",
    tv: "Smart TVs",
    tvBody: "Watch from any of our streaming servers on the big screen.",
    steps: "Install mVPN on Windows",
    stepList: [
      { title: "Download the installer", body: "Save the file for your PC." },
      { title: "Run it and allow changes", body: "Windows asks once for permission to install." },
      { title: "Log in", body: "Use the email and password of your mVPN account." },
      { title: "Connect", body: "Pick a server or press Connect for the fastest." },
    ],
  },
  ar: {
    title: "نزّل mVPN",
    intro: "تطبيقات لحاسوبك وهاتفك ومتصفحك وتلفزيونك. يغطي حساب واحد 10 أجهزة.",
    primary: "التنزيل الخاص بك",
    detected: "mVPN لنظام Windows",
    detectedBody: "الإصدار 5.4.2 لنظامي Windows 10 و11، بمعمارية x64 وArm. التثبيت مجاني.",
    current: "جهازك",
    download: "نزّل لنظام Windows (x64)",
    installOn: (name: string) => `التثبيت على ${name}`,
    meta: "الإصدار 5.4.2",
    cards: {
      windows: "لأجهزة الكمبيوتر بنظامي Windows 10 و11.",
      macos: "لأجهزة Mac بمعالجات Apple أو Intel.",
      ios: "لأجهزة iPhone وiPad.",
      android: "للهواتف والأجهزة اللوحية.",
      chrome: "يحمي متصفح Chrome.",
      "android-tv": "لأجهزة Android TV وGoogle TV.",
      "apple-tv": "لأجهزة Apple TV 4K وHD.",
      "samsung-tv": "يُعدّ من إعدادات الشبكة في التلفزيون.",
      "lg-tv": "يُعدّ من إعدادات الشبكة في التلفزيون.",
    } satisfies Record<Platform, string>,
    devices: "أجهزتك الأخرى",
    tv: "التلفزيونات الذكية",
    tvBody: "شاهد من أي من خوادم البث لدينا على الشاشة الكبيرة.",
    steps: "ثبّت mVPN على Windows",
    stepList: [
      { title: "نزّل المثبّت", body: "احفظ الملف الخاص بحاسوبك." },
      { title: "شغّله واسمح بالتغييرات", body: "يطلب Windows الإذن بالتثبيت مرة واحدة." },
      { title: "سجّل الدخول", body: "استخدم البريد الإلكتروني وكلمة المرور لحسابك في mVPN." },
      { title: "اتصل", body: "اختر خادمًا أو اضغط اتصال لأسرع خادم." },
    ],
  },
} satisfies Record<CheckoutLang, unknown>;

/** A step's picture in token colours, as the site draws them. */
const Picture = ({ n }: { n: number }) => (
  <svg viewBox="0 0 120 90" className="h-full w-auto" role="presentation">
    <rect
      x="10"
      y="10"
      width="100"
      height="70"
      rx="8"
      className="fill-surface-raised stroke-border"
    />
    <rect x="20" y="24" width={20 + n * 15} height="8" rx="4" className="fill-accent" />
    <rect x="20" y="44" width="70" height="6" rx="3" className="fill-border" />
    <rect x="20" y="56" width="50" height="6" rx="3" className="fill-border" />
  </svg>
);

const linkClass = "text-text-link font-semibold underline underline-offset-4";
const h2Class = "font-display text-text m-0 text-2xl font-bold";

/**
 * /download (issue #15) as the site composes it for a visitor on Windows:
 * their download first, the other devices, the smart TVs, then the install
 * steps as the product page shows them.
 */
function DownloadPage({ lang }: { lang: CheckoutLang }) {
  const copy = COPY[lang];
  const name = usePlatformName();
  const ids = { primary: useId(), devices: useId(), tv: useId(), steps: useId() };
  const card = (platform: DetectedPlatform & Platform) => (
    <li key={platform} className="flex">
      <PlatformCard
        className="w-full"
        platform={platform}
        title={name(platform)}
        description={copy.cards[platform]}
        meta={copy.meta}
        actions={
          <a className={linkClass} href={`#/download/${platform}`}>
            {copy.installOn(name(platform))}
          </a>
        }
      />
    </li>
  );
  return (
    <div data-slot="download-page" className="bg-surface text-text">
      <Section tone="brand" spacing="md">
        <Container className="flex flex-col gap-3">
          <h1 className="font-display m-0 text-4xl font-extrabold md:text-5xl">{copy.title}</h1>
          <p className="text-on-brand-muted m-0 max-w-2xl text-lg">{copy.intro}</p>
        </Container>
      </Section>
      <Section spacing="md">
        <Container className="flex flex-col gap-14">
          <section aria-labelledby={ids.primary} className="flex flex-col gap-4">
            <h2 id={ids.primary} className="sr-only">
              {copy.primary}
            </h2>
            <PlatformCard
              className="w-full"
              size="primary"
              headingLevel={3}
              platform="windows"
              title={copy.detected}
              description={copy.detectedBody}
              current={copy.current}
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
                      {copy.download}
                    </a>
                  </Button>
                  <a className={linkClass} href="#/download/windows">
                    {copy.installOn(name("windows"))}
                  </a>
                </>
              }
            />
          </section>
          <section aria-labelledby={ids.devices} className="flex flex-col gap-6">
            <h2 id={ids.devices} className={h2Class}>
              {copy.devices}
            </h2>
            <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
              {DEVICES.filter((platform) => platform !== "windows").map(card)}
            </ul>
          </section>
          <section aria-labelledby={ids.tv} className="flex flex-col gap-6">
            <div className="flex flex-col gap-2">
              <h2 id={ids.tv} className={h2Class}>
                {copy.tv}
              </h2>
              <p className="text-text-muted m-0 max-w-prose">{copy.tvBody}</p>
            </div>
            <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-4">
              {TVS.map(card)}
            </ul>
          </section>
          <section aria-labelledby={ids.steps} className="flex flex-col gap-6">
            <h2 id={ids.steps} className={h2Class}>
              {copy.steps}
            </h2>
            <InstallSteps
              steps={copy.stepList.map((step, i) => ({ ...step, illustration: <Picture n={i} /> }))}
            />
          </section>
        </Container>
      </Section>
    </div>
  );
}

const meta = {
  title: "Compositions/Download",
  ...compositionMeta(DownloadPage),
} satisfies Meta<typeof DownloadPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visitor's card first and marked as theirs, eight other platforms, four numbered steps. */
export const Page: Story = {
  tags: ["rtl"],
  play: inBothDirections(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expectOneH1(canvasElement, COPY.en.title);
      const cards = canvasElement.querySelectorAll('[data-slot="platform-card"]');
      await expect(cards).toHaveLength(9);
      await expect(cards[0]).toHaveTextContent(COPY.en.current);
      await expect(canvas.getByRole("link", { name: COPY.en.download })).toBeVisible();
      const steps = canvas.getByRole("region", { name: COPY.en.steps });
      await expect(within(steps).getAllByRole("listitem")).toHaveLength(4);
    },
    async ({ canvasElement }) => {
      await expectOneH1(canvasElement, COPY.ar.title);
    },
  ),
};

export const FitsSmallPhone: Story = {
  ...SMALL_PHONE,
  name: "Fits a 360 px phone",
  tags: ["no-visual", "rtl"],
  // The same check in both directions (the storybook-rtl project runs it in Arabic).
  play: fitsSmallPhone,
};
