import { PROMO_POPUP_SURFACE, PromoPopup, PromoText } from "@mvpn/design-system";
import { type MessageDescriptor, useIntl } from "react-intl";
import { Link, useLocation } from "react-router";
import { POPUP_LOOK, type PopupPromotion } from "../../promotion/popup-promotions";
import { headerMessages } from "../chrome-messages";
import { offerLink } from "./offer-link";
import type { PopupOffer } from "./popup-offer";
import { popupMessages } from "./runtime-messages";

const DEFAULT_TEXT: Readonly<
  Record<PopupPromotion, { title: MessageDescriptor; body: MessageDescriptor }>
> = {
  weekend: { title: popupMessages.weekendTitle, body: popupMessages.weekendBody },
  workday: { title: popupMessages.workdayTitle, body: popupMessages.workdayBody },
  "mobile-daily": { title: popupMessages.mobileTitle, body: popupMessages.mobileBody },
  festival: { title: popupMessages.festivalTitle, body: popupMessages.festivalBody },
};

/**
 * The popup of a due offer (SPEC.md §4). Its own chunk: the dialog's code
 * loads when an offer is due, not on every page view (issue #14).
 */
export default function OfferPopup({
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
  const look = POPUP_LOOK[offer.promotion];
  const surface = PROMO_POPUP_SURFACE[look];
  const values = [offer.discount];
  const words = DEFAULT_TEXT[offer.promotion];
  const link = offerLink(locale, useLocation().pathname);
  return (
    <PromoPopup
      flavour={look}
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
          // The percent is formatted by Intl, which spaces it as the locale does
          // ("62 %" with a no-break space in German and French), never in the catalog.
          <span>
            {intl.formatMessage(words.body, {
              discount: intl.formatNumber(offer.discount / 100, { style: "percent" }),
            })}
          </span>
        )
      }
      cta={
        <Link to={link.to} onClick={() => onOpenChange(false)}>
          {intl.formatMessage(
            link.kind === "checkout" ? popupMessages.claimOffer : headerMessages.seePlans,
          )}
        </Link>
      }
    />
  );
}
