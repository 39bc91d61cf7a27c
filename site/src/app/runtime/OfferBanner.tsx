import {
  Banner,
  Countdown,
  type DismissStorage,
  GiftIcon,
  PromoText,
  useDailyDismiss,
} from "@mvpn/design-system";
import { useEffect } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { withLanguage } from "../routing/paths";
import { bannerMessages } from "./banner-messages";
import { type BannerOffer, markBanner } from "./banner-offer";

export interface OfferBannerProps {
  offer: BannerOffer;
  locale: string;
  /** `DAILY_OFFER_BANNER_ID`: the close date's key is `banner-close:<id>`. */
  id: string;
  /** `dailyBannerStorage`. */
  storage: DismissStorage;
  /** `nextOfferDeadline`: the next 12:00 or midnight. */
  deadline: (now: Date) => Date;
}

/**
 * The daily offer banner (SPEC.md §4): the remote config's text, a link to
 * the plans, the countdown to the next 12:00 or midnight and a close button
 * that hides it for the rest of the local day (`banner-close:daily-offer`).
 * Fixed to the bottom of the viewport; its height is kept free at the end of
 * the page, so it never covers the footer's last line. The site's rules come
 * in as props from `PromotionBanner`: this chunk then imports nothing of
 * `src/promotion`, which the pricing page loads too.
 */
export default function OfferBanner({ offer, locale, id, storage, deadline }: OfferBannerProps) {
  const intl = useIntl();
  const { closed, close } = useDailyDismiss(id, storage);
  useEffect(() => markBanner(closed ? "closed" : "open"), [closed]);
  if (closed) return null;
  return (
    <Banner
      placement="viewport"
      icon={<GiftIcon />}
      aria-label={intl.formatMessage(bannerMessages.region)}
      closeLabel={intl.formatMessage(bannerMessages.close)}
      onClose={close}
    >
      <div className="flex flex-wrap items-center gap-x-6 gap-y-1">
        <Link
          to={withLanguage(locale, "/pricing")}
          data-slot="offer-banner-link"
          className="rounded-control text-on-brand focus-visible:outline-focus-on-brand font-semibold underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <PromoText l10n={offer.text} values={[offer.discount]} surface="brand" />
        </Link>
        <div className="flex items-center gap-2">
          {/* Seen only: the timer's own summary says "Offer ends in 2 hours, 30 minutes". */}
          <span aria-hidden="true" className="text-on-brand-muted text-xs font-semibold">
            {intl.formatMessage(bannerMessages.ends)}
          </span>
          {/* Days are always 00: the next 12:00 or midnight is never a day away. */}
          <Countdown deadline={deadline} tone="brand" size="sm" showDays={false} />
        </div>
      </div>
    </Banner>
  );
}
