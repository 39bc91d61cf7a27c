import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { popupShownStore } from "../../promotion";
import type { LayoutName } from "../routing/site-pages";
import { type PopupOffer, popupOfferNow } from "./popup-offer";
import type { RuntimePage } from "./runtime-page";
import type { Runtime } from "./start-runtime";

const OfferPopup = lazy(() => import("./OfferPopup"));

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
      document.documentElement.dataset.promoDecided = due?.promotion ?? "none";
      if (!due) return;
      store.markShown(due.promotion, due.at, due.config);
      setOffer(due);
      setOpen(true);
    });
    return () => {
      live = false;
    };
  }, [runtime, pathname, page, interrupts]);

  return offer ? (
    <Suspense fallback={null}>
      <OfferPopup offer={offer} locale={data.locale} open={open} onOpenChange={setOpen} />
    </Suspense>
  ) : null;
}
