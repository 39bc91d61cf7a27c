import {
  BANNER_TONES,
  Banner,
  type BannerTone,
  Button,
  Countdown,
  type DismissStorage,
  GiftIcon,
  InfoIcon,
  PromoText,
  useDailyDismiss,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo, useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { pick } from "./support/contentStoryHelpers";
import { inBothDirections } from "./support/directions";

const meta = {
  title: "Components/Banner",
  component: Banner,
  args: { tone: "promo", onClose: fn() },
  argTypes: { tone: { control: "select", options: BANNER_TONES } },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

const COPY = {
  en: {
    promo: "Spring sale: save up to 59% on every plan, today only.",
    info: "New servers in Singapore and Brazil are live.",
    success: "Your subscription is active on 5 devices.",
    warn: "Your subscription ends in 3 days. Renew to stay protected.",
    action: "See offer",
    reload: "Reload the page",
    offer: "[accent]Save @(0)%[/accent] on every plan today",
    offerRegion: "Today's offer",
    offerClose: "Hide this offer for today",
    ends: "Ends in",
    article:
      "The page goes on under the banner. Its last lines can still be read: the banner keeps its own height free at the end of the page.",
    regions: {
      promo: "Offer",
      info: "News",
      success: "Account status",
      warn: "Subscription warning",
    },
  },
  ar: {
    promo: "تخفيضات الربيع: وفّر حتى 59% على كل الخطط، اليوم فقط.",
    info: "خوادم جديدة في سنغافورة والبرازيل متاحة الآن.",
    success: "اشتراكك مفعّل على 5 أجهزة.",
    warn: "ينتهي اشتراكك خلال 3 أيام. جدّده لتبقى محميًا.",
    action: "اطّلع على العرض",
    reload: "أعد تحميل الصفحة",
    offer: "[accent]وفّر @(0)%[/accent] على كل الخطط اليوم",
    offerRegion: "عرض اليوم",
    offerClose: "إخفاء هذا العرض حتى الغد",
    ends: "ينتهي خلال",
    article:
      "تستمر الصفحة تحت الشريط. ويمكن قراءة أسطرها الأخيرة، لأن الشريط يحجز ارتفاعه في نهاية الصفحة.",
    regions: {
      promo: "عرض",
      info: "أخبار",
      success: "حالة الحساب",
      warn: "تنبيه الاشتراك",
    },
  },
} satisfies Record<"en" | "ar", Record<BannerTone, string> & Record<string, unknown>>;

const ICONS = { promo: <GiftIcon />, info: <InfoIcon />, success: null, warn: null };

export const Promo: Story = {
  tags: ["rtl"],
  render: (args, { globals }) => (
    <Banner {...args} icon={<GiftIcon />}>
      {pick(globals.locale, COPY).promo}
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

export const Info: Story = {
  args: { tone: "info" },
  render: (args) => (
    <Banner {...args} icon={<InfoIcon />}>
      {COPY.en.info}
    </Banner>
  ),
};

export const Success: Story = {
  args: { tone: "success" },
  render: (args) => <Banner {...args}>{COPY.en.success}</Banner>,
};

export const Warn: Story = {
  args: { tone: "warn" },
  render: (args) => <Banner {...args}>{COPY.en.warn}</Banner>,
};

export const WithAction: Story = {
  render: (args) => (
    <Banner
      {...args}
      icon={<GiftIcon />}
      action={
        <Button asChild size="sm">
          <a href="#pricing">{COPY.en.action}</a>
        </Button>
      }
    >
      {COPY.en.promo}
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
  const copy = pick(locale, COPY);
  return (
    <div className="flex flex-col items-start gap-4">
      <div className="w-full" key={page}>
        <DailyBanner storage={storage} text={copy.promo} />
      </div>
      <Button variant="outline" size="sm" onClick={() => setPage((n) => n + 1)}>
        {copy.reload}
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Announcement" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(canvas.queryByRole("region")).toBeNull());
    await userEvent.click(canvas.getByRole("button", { name: "Reload the page" }));
    await expect(canvas.queryByRole("region")).toBeNull();
  },
};

function AllBanners({ locale }: { locale: unknown }) {
  const copy = pick(locale, COPY);
  return (
    <div className="flex flex-col gap-4">
      {BANNER_TONES.map((tone) => (
        <Banner
          key={tone}
          tone={tone}
          icon={ICONS[tone]}
          aria-label={copy.regions[tone]}
          onClose={() => {}}
          action={
            tone === "promo" ? (
              <Button asChild size="sm">
                <a href="#pricing">{copy.action}</a>
              </Button>
            ) : undefined
          }
        >
          {copy[tone]}
        </Banner>
      ))}
      <Banner tone="info" aria-label={locale === "ar" ? "بلا زر إغلاق" : "Without close"}>
        {copy.info}
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
  const copy = pick(locale, COPY);
  return (
    <div className="flex flex-col items-start gap-4 p-4">
      {Array.from({ length: 3 }, (_, index) => (
        <p key={index} className="m-0 max-w-prose">
          {copy.article}
        </p>
      ))}
      <Button variant="outline" size="sm" onClick={() => setPage((n) => n + 1)}>
        {copy.reload}
      </Button>
      <DailyOfferBar key={page} storage={storage} copy={copy} />
    </div>
  );
}

function DailyOfferBar({
  storage,
  copy,
}: {
  storage: DismissStorage;
  copy: (typeof COPY)["en"] | (typeof COPY)["ar"];
}) {
  const { closed, close } = useDailyDismiss("daily-offer", storage, MORNING);
  if (closed) return null;
  return (
    <Banner
      placement="viewport"
      icon={<GiftIcon />}
      aria-label={copy.offerRegion}
      closeLabel={copy.offerClose}
      onClose={close}
    >
      <div className="flex flex-wrap items-center gap-x-6 gap-y-1">
        <a
          href="#pricing"
          className="rounded-control text-on-brand focus-visible:outline-focus-on-brand font-semibold underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <PromoText text={copy.offer} values={[59]} surface="brand" />
        </a>
        <div className="flex items-center gap-2">
          <span aria-hidden="true" className="text-on-brand-muted text-xs font-semibold">
            {copy.ends}
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
 * remote config's text, the countdown to the next 12:00 (not a live region:
 * screen readers read its summary when they reach it) and a close button
 * that keeps it closed for the rest of the day.
 */
export const DailyOffer: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true }, layout: "fullscreen" },
  render: (_args, { globals }) => <DailyOfferDemo locale={globals.locale} />,
  play: async ({ canvasElement, globals }) => {
    const copy = pick(globals.locale, COPY);
    const region = within(canvasElement).getByRole("region", { name: copy.offerRegion });
    await expect(region).toHaveAttribute("data-placement", "viewport");
    await expect(within(region).getByRole("timer")).toHaveAttribute("aria-live", "off");
    await expect(within(region).getByRole("button", { name: copy.offerClose })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="banner-spacer"]')).not.toBeNull();
  },
};

/** Closing the daily offer keeps it closed after a "reload" the same day (SPEC.md §4). */
export const DailyOfferClosed: Story = {
  ...DailyOffer,
  play: async ({ canvasElement, globals }) => {
    const copy = pick(globals.locale, COPY);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: copy.offerClose }));
    await waitFor(() => expect(canvas.queryByRole("region")).toBeNull());
    await userEvent.click(canvas.getByRole("button", { name: copy.reload }));
    await expect(canvas.queryByRole("region")).toBeNull();
  },
};
