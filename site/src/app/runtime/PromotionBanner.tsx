import { lazy, Suspense, useEffect, useState } from "react";
import {
  carriesDailyBanner,
  DAILY_OFFER_BANNER_ID,
  dailyBannerStorage,
  nextOfferDeadline,
} from "../../promotion";
import { type BannerOffer, bannerOfferNow, markBanner } from "./banner-offer";
import type { RuntimePage } from "./runtime-page";
import type { Runtime } from "./start-runtime";

// Its own chunk, like the popups': the banner's code loads when the remote config has a banner.
const OfferBanner = lazy(() => import("./OfferBanner"));

/**
 * The daily offer banner of SPEC.md §4 on the marketing pages
 * (`DAILY_BANNER_PAGES`), when the remote config has its text. It is fixed to
 * the bottom of the viewport and comes with the runtime, after hydration, so
 * the prerendered page keeps no room for it and nothing shifts when it
 * appears (docs/promotions.md "Daily banner").
 */
export function PromotionBanner({ data, runtime }: { data: RuntimePage; runtime: Runtime }) {
  const [offer, setOffer] = useState<BannerOffer | null>(null);
  const carries = carriesDailyBanner(data.page, data.notFound);
  const { locale } = data;

  useEffect(() => {
    if (!carries) {
      markBanner("none");
      return;
    }
    let live = true;
    bannerOfferNow(runtime, locale).then((found) => {
      if (!live) return;
      setOffer(found);
      if (!found) markBanner("none");
    });
    return () => {
      live = false;
    };
  }, [runtime, locale, carries]);

  return carries && offer ? (
    <Suspense fallback={null}>
      <OfferBanner
        offer={offer}
        locale={locale}
        id={DAILY_OFFER_BANNER_ID}
        storage={dailyBannerStorage}
        deadline={nextOfferDeadline}
      />
    </Suspense>
  ) : null;
}
