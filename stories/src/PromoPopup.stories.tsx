import {
  Button,
  Countdown,
  GiftIcon,
  PROMO_POPUP_FLAVOURS,
  PromoPopup,
  type PromoPopupFlavour,
  SmartphoneIcon,
  TagIcon,
  ZapIcon,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ReactNode, useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { pick } from "./support/contentStoryHelpers";
import { inBothDirections } from "./support/directions";

const meta = {
  title: "Components/PromoPopup",
  component: PromoPopup,
  parameters: { controls: { disable: true } },
  args: { flavour: "brand", title: "", onOpenChange: fn() },
} satisfies Meta<typeof PromoPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const NOW = new Date(2026, 10, 18, 9, 30, 0);
const NOON = new Date(2026, 10, 18, 12, 0, 0); // the daily offer's end, 02:30:00 from NOW

const COPY = {
  en: {
    brand: {
      title: "Weekend deal",
      body: "[accent]Save @(0)%[/accent] on the 2-year plan until Sunday night.",
      cta: "Get the deal",
    },
    light: {
      title: "Stay private at work",
      body: "Public Wi-Fi and office networks: [strong]one tap[/strong] protects them all. [accent]@(0)% off[/accent] today.",
      cta: "See plans",
    },
    sheet: {
      title: "Today’s offer",
      body: "[accent]@(0)% off[/accent] on your phone, today only.",
      cta: "Claim offer",
    },
    "brand-framed": {
      title: "Black Friday",
      body: "[highlight]Up to @(0)% off[/highlight] every plan. The biggest sale of the year.",
      cta: "Shop the sale",
    },
    show: "Show the offer",
  },
  ar: {
    brand: {
      title: "عرض نهاية الأسبوع",
      body: "[accent]وفّر @(0)%[/accent] على خطة السنتين حتى مساء الأحد.",
      cta: "احصل على العرض",
    },
    light: {
      title: "خصوصيتك في العمل",
      body: "شبكات Wi-Fi العامة وشبكات المكتب: [strong]لمسة واحدة[/strong] تحميها كلها. [accent]خصم @(0)%[/accent] اليوم.",
      cta: "اطّلع على الخطط",
    },
    sheet: {
      title: "عرض اليوم",
      body: "[accent]خصم @(0)%[/accent] على هاتفك، اليوم فقط.",
      cta: "احصل على العرض",
    },
    "brand-framed": {
      title: "الجمعة البيضاء",
      body: "[highlight]خصم يصل إلى @(0)%[/highlight] على كل الخطط. أكبر تخفيضات العام.",
      cta: "تسوّق الآن",
    },
    show: "اعرض العرض",
  },
};

const IMAGES: Record<PromoPopupFlavour, ReactNode> = {
  brand: <TagIcon className="text-accent-bright size-16" strokeWidth={1.5} />,
  light: <ZapIcon className="text-text-accent size-16" strokeWidth={1.5} />,
  sheet: <SmartphoneIcon className="text-text-accent size-16" strokeWidth={1.5} />,
  "brand-framed": <GiftIcon className="text-accent-bright size-16" strokeWidth={1.5} />,
};

function popupProps(flavour: PromoPopupFlavour, locale: unknown) {
  const copy = pick(locale, COPY)[flavour];
  return {
    flavour,
    title: copy.title,
    body: copy.body,
    values: [flavour === "brand-framed" ? 70 : 59],
    image: IMAGES[flavour],
    cta: <a href="#pricing">{copy.cta}</a>,
    children:
      flavour === "brand" || flavour === "brand-framed" ? (
        <Countdown deadline={NOON} now={NOW} tone="brand" size="sm" showDays={false} />
      ) : undefined,
  };
}

/** A popup open when the story loads, as the site opens it once its rules say it is due. */
function OpenPopup({
  flavour,
  locale,
  onOpenChange,
}: {
  flavour: PromoPopupFlavour;
  locale: unknown;
  onOpenChange?: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {pick(locale, COPY).show}
      </Button>
      <PromoPopup
        {...popupProps(flavour, locale)}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
      />
    </>
  );
}

const flavourStory = (flavour: PromoPopupFlavour): Story => ({
  render: (args, { globals }) => (
    <OpenPopup flavour={flavour} locale={globals.locale} onOpenChange={args.onOpenChange} />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog");
    await expect(dialog).toHaveAttribute("data-promo-popup", flavour);
    await expect(within(dialog).getByRole("link")).toHaveAttribute("href", "#pricing");
  },
});

/** On the brand band: the mVPN site's weekend offer (SPEC.md §4). */
export const Brand: Story = {
  tags: ["rtl"],
  ...flavourStory("brand"),
  play: inBothDirections(
    async ({ args, canvasElement }) => {
      const body = within(canvasElement.ownerDocument.body);
      const dialog = await body.findByRole("dialog", { name: "Weekend deal" });
      await expect(dialog).toHaveAccessibleDescription(
        "Save 59% on the 2-year plan until Sunday night.",
      );
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
      await expect(args.onOpenChange).toHaveBeenCalledWith(false);
      await userEvent.click(body.getByRole("button", { name: "Show the offer" }));
      // It fades in again: wait for the end of its entry.
      await waitFor(() => expect(body.getByRole("dialog")).toBeVisible());
    },
    async ({ canvasElement }) => {
      const body = within(canvasElement.ownerDocument.body);
      const dialog = await body.findByRole("dialog", { name: COPY.ar.brand.title });
      await expect(dialog).toHaveAttribute("dir", "rtl");
      // The panel fades in: wait for the end of its entry.
      await waitFor(() =>
        expect(within(dialog).getByRole("button", { name: "إغلاق" })).toBeVisible(),
      );
    },
  ),
};

/** A light card with an accent top edge: the mVPN site's workday offer. */
export const Light: Story = flavourStory("light");

/** A sheet anchored to the bottom of a phone's screen: the mVPN site's daily mobile offer. */
export const Sheet: Story = {
  ...flavourStory("sheet"),
  globals: { viewport: { value: "phone", isRotated: false } },
};

/** On the brand band in an accent frame: the mVPN site's festival offer. */
export const BrandFramed: Story = flavourStory("brand-framed");

/** One flavour's panel opened in place (non-modal, portalled into its box), so all four fit one screenshot. */
function InlinePopup({ flavour, locale }: { flavour: PromoPopupFlavour; locale: unknown }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setBox} data-flavour={flavour} className="min-h-96">
      {box ? (
        <PromoPopup
          {...popupProps(flavour, locale)}
          open
          modal={false}
          container={box}
          onOpenAutoFocus={(event) => event.preventDefault()}
          placement="inline"
        />
      ) : null}
    </div>
  );
}

/** The four flavours side by side (no backdrop), for visual review. */
export const All: Story = {
  tags: ["rtl"],
  render: (_args, { globals }) => (
    <div className="bg-surface-sunken grid grid-cols-[repeat(auto-fill,minmax(var(--container-modal-max),1fr))] gap-8 p-6">
      {PROMO_POPUP_FLAVOURS.map((flavour) => (
        <InlinePopup key={flavour} flavour={flavour} locale={globals.locale} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getAllByRole("dialog")).toHaveLength(
        PROMO_POPUP_FLAVOURS.length,
      ),
    );
  },
};
