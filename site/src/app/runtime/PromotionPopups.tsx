import {
  PROMO_POPUP_SURFACE,
  PromoPopup,
  type PromoPopupFlavour,
  PromoText,
} from "@mvpn/design-system";
import { useEffect, useRef, useState } from "react";
import { type MessageDescriptor, useIntl } from "react-intl";
import { Link } from "react-router";
import { popupShownStore } from "../../promotion";
import { headerMessages } from "../chrome-messages";
import { withLanguage } from "../routing/paths";
import type { LayoutName } from "../routing/site-pages";
import { type PopupOffer, popupOfferNow } from "./popup-offer";
import { popupMessages } from "./runtime-messages";
import type { RuntimePage } from "./runtime-page";
import type { Runtime } from "./start-runtime";

const DEFAULT_TEXT: Readonly<
  Record<PromoPopupFlavour, { title: MessageDescriptor; body: MessageDescriptor }>
> = {
  weekend: { title: popupMessages.weekendTitle, body: popupMessages.weekendBody },
  workday: { title: popupMessages.workdayTitle, body: popupMessages.workdayBody },
  "mobile-daily": { title: popupMessages.mobileTitle, body: popupMessages.mobileBody },
  festival: { title: popupMessages.festivalTitle, body: popupMessages.festivalBody },
};

/**
 * SPEC.md §4 names no pages for three of the popups; a sales popup over the
 * not-found page, a sign-in form, a checkout or a payment result would only
 * get in the way, so those (the standalone layout) get none.
 */
export function offersPromotions(data: RuntimePage, layout: LayoutName): boolean {
  return !data.notFound && layout !== "standalone";
}

/**
 * The four promotion popups of SPEC.md §4: on each page view the one that
 * is due, if any, opens and is recorded as shown at once, so a reload does
 * not bring it back (docs/promotions.md). The index route is the home page.
 */
export function PromotionPopups({
  data,
  layout,
  runtime,
}: {
  data: RuntimePage;
  layout: LayoutName;
  runtime: Runtime;
}) {
  const [offer, setOffer] = useState<PopupOffer | null>(null);
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  openRef.current = open;
  const { pathname, page } = data;
  const interrupts = !offersPromotions(data, layout);

  useEffect(() => {
    // A popup still open when the visitor moves on is answered first.
    if (openRef.current || !pathname || interrupts) return;
    let live = true;
    const store = popupShownStore();
    popupOfferNow(runtime, page === "home", store).then((due) => {
      if (!live) return;
      // A mark for tests and monitoring: this view's popup decision is made.
      document.documentElement.dataset.promoDecided = due?.flavour ?? "none";
      if (!due) return;
      store.markShown(due.flavour, due.at, due.config);
      setOffer(due);
      setOpen(true);
    });
    return () => {
      live = false;
    };
  }, [runtime, pathname, page, interrupts]);

  return offer ? (
    <OfferPopup offer={offer} locale={data.locale} open={open} onOpenChange={setOpen} />
  ) : null;
}

function OfferPopup({
  offer,
  locale,
  open,
  onOpenChange,
}: {
  offer: PopupOffer;
  locale: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  const surface = PROMO_POPUP_SURFACE[offer.flavour];
  const values = [offer.discount];
  const words = DEFAULT_TEXT[offer.flavour];
  return (
    <PromoPopup
      flavour={offer.flavour}
      open={open}
      onOpenChange={onOpenChange}
      title={
        offer.title ? (
          <PromoText l10n={offer.title} values={values} surface={surface} />
        ) : (
          intl.formatMessage(words.title)
        )
      }
      body={
        offer.body ? (
          <PromoText l10n={offer.body} values={values} surface={surface} />
        ) : (
          // Not a plain string: PromoPopup would read it as promotion markup.
          <span>{intl.formatMessage(words.body, { discount: offer.discount })}</span>
        )
      }
      cta={
        <Link to={withLanguage(locale, "/pricing")} onClick={() => onOpenChange(false)}>
          {intl.formatMessage(headerMessages.seePlans)}
        </Link>
      }
    />
  );
}
