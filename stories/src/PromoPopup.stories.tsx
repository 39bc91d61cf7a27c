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
import { inBothDirections } from "./support/directions";
import { siteCopy } from "./support/siteCopy";

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

/** The promotion each flavour draws on the site (site/src/promotion/popup-promotions.ts). */
const PROMOTION: Record<PromoPopupFlavour, "Weekend" | "Workday" | "Mobile" | "Festival"> = {
  brand: "Weekend",
  light: "Workday",
  sheet: "Mobile",
  "brand-framed": "Festival",
};

/** The maximum discount of SPEC.md §4 (floor 59); the festival goes further. */
const discountOf = (flavour: PromoPopupFlavour) => (flavour === "brand-framed" ? 70 : 59);

/**
 * A popup's words as the site writes them when the remote config has none
 * (site/src/app/runtime/OfferPopup.tsx): the promotion's title and body from
 * the header catalog, the percent formatted by Intl, and the link to /pricing.
 */
function wordsFor(flavour: PromoPopupFlavour, locale: unknown) {
  const lang = typeof locale === "string" ? locale : "en";
  const t = siteCopy(lang, "header");
  const discount = new Intl.NumberFormat(lang, { style: "percent" }).format(
    discountOf(flavour) / 100,
  );
  return {
    title: t(`header.promo${PROMOTION[flavour]}Title`),
    body: t(`header.promo${PROMOTION[flavour]}Body`, { discount }),
    cta: t("header.seePlans"),
  };
}

const IMAGES: Record<PromoPopupFlavour, ReactNode> = {
  brand: <TagIcon className="text-accent-bright size-16" strokeWidth={1.5} />,
  light: <ZapIcon className="text-text-accent size-16" strokeWidth={1.5} />,
  sheet: <SmartphoneIcon className="text-text-accent size-16" strokeWidth={1.5} />,
  "brand-framed": <GiftIcon className="text-accent-bright size-16" strokeWidth={1.5} />,
};

function popupProps(flavour: PromoPopupFlavour, locale: unknown) {
  const words = wordsFor(flavour, locale);
  return {
    flavour,
    title: words.title,
    // Not a plain string: PromoPopup would read it as promotion markup.
    body: <span>{words.body}</span>,
    image: IMAGES[flavour],
    cta: <a href="#pricing">{words.cta}</a>,
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
      {/* Reopens it; named by the offer it brings back. */}
      <Button variant="outline" onClick={() => setOpen(true)}>
        {wordsFor(flavour, locale).title}
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

/** On the brand band: the mVPN site's weekend offer (SPEC.md §4), closed with Escape and opened again. */
export const Brand: Story = {
  tags: ["rtl"],
  ...flavourStory("brand"),
  play: inBothDirections(
    async ({ args, canvasElement }) => {
      const body = within(canvasElement.ownerDocument.body);
      const dialog = await body.findByRole("dialog", { name: "Weekend offer" });
      await expect(dialog).toHaveAccessibleDescription(
        "Save up to 59% on every plan this weekend.",
      );
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
      await expect(args.onOpenChange).toHaveBeenCalledWith(false);
      await userEvent.click(body.getByRole("button", { name: "Weekend offer" }));
      // It fades in again: wait for the end of its entry.
      await waitFor(() => expect(body.getByRole("dialog")).toBeVisible());
    },
    async ({ canvasElement, globals }) => {
      const body = within(canvasElement.ownerDocument.body);
      const { title } = wordsFor("brand", globals.locale);
      const dialog = await body.findByRole("dialog", { name: title });
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
