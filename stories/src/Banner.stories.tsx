import {
  BANNER_TONES,
  Banner,
  type BannerTone,
  Button,
  Countdown,
  type DismissStorage,
  GiftIcon,
  InfoIcon,
  useDailyDismiss,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo, useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { type SiteMessage, siteCopy } from "./support/siteCopy";

const meta = {
  title: "Components/Banner",
  component: Banner,
  args: { tone: "promo", onClose: fn() },
  argTypes: { tone: { control: "select", options: BANNER_TONES } },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The site's words for what a banner says across the page: the daily offer
 * and the new-version notice (header), the payment's outcome (paystatus),
 * and a page's running text under the offer bar (home).
 */
const CATALOGS = ["header", "paystatus", "home"] as const;
const copyOf = (locale: unknown) => siteCopy(locale, ...CATALOGS);

/** The offer's saving, spaced as the locale writes a percentage (the site's `formatNumber`). */
const saving = (locale: unknown) =>
  new Intl.NumberFormat(String(locale ?? "en"), { style: "percent" }).format(0.59);

/** The words of each tone, and the region name that tells the banners apart on one page. */
function tonesOf(
  t: SiteMessage,
  locale: unknown,
): Record<BannerTone, { text: string; region: string }> {
  return {
    promo: {
      text: t("header.promoFestivalBody", { discount: saving(locale) }),
      region: t("header.promoBannerRegion"),
    },
    info: { text: t("header.newBuild"), region: t("header.reloadHint") },
    success: { text: t("paystatus.paid.body"), region: t("paystatus.paid.title") },
    warn: { text: t("paystatus.waiting.body"), region: t("paystatus.waiting.title") },
  };
}

/** A tone's words as a banner's children, in the story's locale. */
const toneText = (tone: BannerTone, locale: unknown) => tonesOf(copyOf(locale), locale)[tone].text;

const ICONS = { promo: <GiftIcon />, info: <InfoIcon />, success: null, warn: null };

export const Promo: Story = {
  tags: ["rtl"],
  render: (args, { globals }) => (
    <Banner {...args} icon={<GiftIcon />}>
      {toneText("promo", globals.locale)}
    </Banner>
  ),
  play: inBothDirections(
    async ({ args, canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole("button", { name: "Close" }));
      await expect(args.onClose).toHaveBeenCalledOnce();
    },
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole("region", { name: "إعلان" })).toBeVisible();
      await expect(canvas.getByRole("button", { name: "إغلاق" })).toBeVisible();
    },
  ),
};

/**
 * The feedback tones are functional tokens, one set for every brand: these states are shot in the
 * master brand only (stories/visual/shot-plan.ts, `parameters.brands`).
 */
const ONE_BRAND = { brands: ["master"] };

export const Info: Story = {
  args: { tone: "info" },
  parameters: ONE_BRAND,
  render: (args, { globals }) => (
    <Banner {...args} icon={<InfoIcon />}>
      {toneText("info", globals.locale)}
    </Banner>
  ),
};

export const Success: Story = {
  args: { tone: "success" },
  parameters: ONE_BRAND,
  render: (args, { globals }) => <Banner {...args}>{toneText("success", globals.locale)}</Banner>,
};

export const Warn: Story = {
  args: { tone: "warn" },
  parameters: ONE_BRAND,
  render: (args, { globals }) => <Banner {...args}>{toneText("warn", globals.locale)}</Banner>,
};

export const WithAction: Story = {
  render: (args, { globals }) => (
    <Banner
      {...args}
      icon={<GiftIcon />}
      action={
        <Button asChild size="sm">
          <a href="#pricing">{copyOf(globals.locale)("header.promoClaimOffer")}</a>
        </Button>
      }
    >
      {toneText("promo", globals.locale)}
    </Banner>
  ),
};

/** An in-memory storage, as `localStorage` would behave, fresh for each story render. */
function memoryStorage(): DismissStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

// A fixed morning, so the story shows the same day every time it runs.
const MORNING = () => new Date(2026, 10, 18, 9, 30, 0);

function DailyBanner({ storage, text }: { storage: DismissStorage; text: string }) {
  const { closed, close } = useDailyDismiss("spring-sale", storage, MORNING);
  if (closed) return null;
  return (
    <Banner icon={<GiftIcon />} onClose={close}>
      {text}
    </Banner>
  );
}

function DailyDismissDemo({ locale }: { locale: unknown }) {
  const storage = useMemo(memoryStorage, []);
  const [page, setPage] = useState(0);
  return (
    <div className="flex flex-col items-start gap-4">
      <div className="w-full" key={page}>
        <DailyBanner storage={storage} text={toneText("promo", locale)} />
      </div>
      <Button variant="outline" size="sm" onClick={() => setPage((n) => n + 1)}>
        {copyOf(locale)("header.reload")}
      </Button>
    </div>
  );
}

/**
 * With `useDailyDismiss` and a storage: closing stores today's date, and a
 * "reload" (the banner mounted again with the same storage) keeps it closed
 * for the rest of the day (SPEC.md §4).
 */
export const ClosedForTheDay: Story = {
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <DailyDismissDemo locale={globals.locale} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Announcement" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(canvas.queryByRole("region")).toBeNull());
    const reload = copyOf(globals.locale)("header.reload");
    await userEvent.click(canvas.getByRole("button", { name: reload }));
    await expect(canvas.queryByRole("region")).toBeNull();
  },
};

function AllBanners({ locale }: { locale: unknown }) {
  const t = copyOf(locale);
  const tones = tonesOf(t, locale);
  return (
    <div className="flex flex-col gap-4">
      {BANNER_TONES.map((tone) => (
        <Banner
          key={tone}
          tone={tone}
          icon={ICONS[tone]}
          aria-label={tones[tone].region}
          onClose={() => {}}
          action={
            tone === "promo" ? (
              <Button asChild size="sm">
                <a href="#pricing">{t("header.promoClaimOffer")}</a>
              </Button>
            ) : undefined
          }
        >
          {tones[tone].text}
        </Banner>
      ))}
      {/* While a payment is being confirmed there is nothing to close. */}
      <Banner tone="info" aria-label={t("paystatus.open.title")}>
        {t("paystatus.hero.body")}
      </Banner>
    </div>
  );
}

/** Every tone, with and without an action and a close button. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllBanners locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("region")).toHaveLength(BANNER_TONES.length + 1);
    await expect(canvas.getAllByRole("button")).toHaveLength(BANNER_TONES.length);
  },
};

// The offer ends at the next 12:00 (the site's rule); frozen at the morning above for stable screenshots.
const NOON = new Date(2026, 10, 18, 12, 0, 0);

function DailyOfferDemo({ locale }: { locale: unknown }) {
  const storage = useMemo(memoryStorage, []);
  const [page, setPage] = useState(0);
  const t = copyOf(locale);
  return (
    <div className="flex flex-col items-start gap-4 p-4">
      {/* The page goes on under the bar: its last lines stay readable above it. */}
      {(["private", "wifi", "travel"] as const).map((benefit) => (
        <p key={benefit} className="m-0 max-w-prose">
          {t(`home.benefits.${benefit}.body`)}
        </p>
      ))}
      <Button variant="outline" size="sm" onClick={() => setPage((n) => n + 1)}>
        {t("header.reload")}
      </Button>
      <DailyOfferBar key={page} storage={storage} locale={locale} />
    </div>
  );
}

function DailyOfferBar({ storage, locale }: { storage: DismissStorage; locale: unknown }) {
  const { closed, close } = useDailyDismiss("daily-offer", storage, MORNING);
  const t = copyOf(locale);
  if (closed) return null;
  return (
    <Banner
      placement="viewport"
      icon={<GiftIcon />}
      aria-label={t("header.promoBannerRegion")}
      closeLabel={t("header.promoBannerClose")}
      onClose={close}
    >
      <div className="flex flex-wrap items-center gap-x-6 gap-y-1">
        <a
          href="#pricing"
          className="rounded-control text-on-brand focus-visible:outline-focus-on-brand font-semibold underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {toneText("promo", locale)}
        </a>
        <div className="flex items-center gap-2">
          <span aria-hidden="true" className="text-on-brand-muted text-xs font-semibold">
            {t("header.promoBannerEnds")}
          </span>
          <Countdown deadline={NOON} now={MORNING()} tone="brand" size="sm" showDays={false} />
        </div>
      </div>
    </Banner>
  );
}

/**
 * The site's daily offer: fixed to the bottom of the viewport
 * (`placement="viewport"`), so appearing after the page has painted moves
 * none of its content; its height is kept free at the end of the page. The
 * offer (on the site, the remote config's text; here the site's festival
 * sale words, as the remote text has no catalog), the countdown to the next 12:00 (not a live region:
 * screen readers read its summary when they reach it) and a close button
 * that keeps it closed for the rest of the day.
 */
export const DailyOffer: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true }, layout: "fullscreen" },
  render: (_args, { globals }) => <DailyOfferDemo locale={globals.locale} />,
  play: async ({ canvasElement, globals }) => {
    const t = copyOf(globals.locale);
    const region = within(canvasElement).getByRole("region", {
      name: t("header.promoBannerRegion"),
    });
    await expect(region).toHaveAttribute("data-placement", "viewport");
    await expect(within(region).getByRole("timer")).toHaveAttribute("aria-live", "off");
    await expect(
      within(region).getByRole("button", { name: t("header.promoBannerClose") }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="banner-spacer"]')).not.toBeNull();
  },
};

/** Closing the daily offer keeps it closed after a "reload" the same day (SPEC.md §4). */
export const DailyOfferClosed: Story = {
  ...DailyOffer,
  play: async ({ canvasElement, globals }) => {
    const t = copyOf(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: t("header.promoBannerClose") }));
    await waitFor(() => expect(canvas.queryByRole("region")).toBeNull());
    await userEvent.click(canvas.getByRole("button", { name: t("header.reload") }));
    await expect(canvas.queryByRole("region")).toBeNull();
  },
};
