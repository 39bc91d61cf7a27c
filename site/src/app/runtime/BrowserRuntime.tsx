import { ScrollToTop } from "@mvpn/design-system";
import { lazy, useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { useCookieConsentAnswered } from "../hooks/useCookieConsentAnswered";
import { onNewBuild, trackPageView } from "../landing/start-landing";
import { useGuardedNavigate } from "../routing/guarded-navigation";
import type { LayoutName } from "../routing/site-pages";
import { useHashScroll } from "../routing/useHashScroll";
import { LoadOnFirstUse } from "./LoadOnFirstUse";
import NewBuildToast from "./NewBuildToast";
import { PromotionBanner } from "./PromotionBanner";
import { PromotionPopups } from "./PromotionPopups";
import type { RuntimePage } from "./runtime-page";
import { siteApiUi, siteDialogs } from "./site-api-ui";
import { siteToaster } from "./site-toaster";
import { type Runtime, startRuntimeOnce } from "./start-runtime";

// Loaded with the first toast or prompt (LoadOnFirstUse): most page views show neither.
const SiteToaster = lazy(() => import("./SiteToaster"));
const SiteDialogHost = lazy(() => import("./SiteDialogHost"));
const hasToasts = () => siteToaster.toasts().length > 0;
const hasDialogs = () => siteDialogs.current() !== null;

/**
 * The browser-only layer of every page: starts the runtime once per page
 * load (after the landing duties), counts client navigations' page views, and shows what the runtime asks for (the api's
 * dialogs, the new-build toast, promotions (popups, the daily banner) once
 * consent is answered).
 */
export default function BrowserRuntime({
  data,
  layout,
}: {
  data: RuntimePage;
  layout: LayoutName;
}) {
  const intl = useIntl();
  const navigate = useGuardedNavigate();
  const [runtime, setRuntime] = useState<Runtime | null>(null);
  const [newBuild, setNewBuild] = useState(false);
  // Issue #12: a promotion popup would cover the cookie bar and leave it
  // unanswerable, so none opens until the visitor has answered consent.
  const consentAnswered = useCookieConsentAnswered();
  const { locale, pathname, page } = data;
  useHashScroll();

  useEffect(() => {
    const ui = siteApiUi({ intl, locale, navigate: (to) => navigate(to) });
    setRuntime(startRuntimeOnce({ ui, locale }));
    // A mark for tests and monitoring: the runtime layer has started on this page.
    document.documentElement.dataset.runtime = "";
  }, [intl, locale, navigate]);

  useEffect(() => onNewBuild(() => setNewBuild(true)), []);

  // The landing counted the page it landed on; each client navigation counts here.
  useEffect(() => {
    if (runtime) trackPageView({ pathname, page });
  }, [runtime, pathname, page]);

  return (
    <>
      {newBuild ? <NewBuildToast /> : null}
      {/* The site's one toast queue (SPEC.md §2: top centre, 6000 ms): new build, logout, forms. */}
      <LoadOnFirstUse store={siteToaster} inUse={hasToasts}>
        <SiteToaster />
      </LoadOnFirstUse>
      <LoadOnFirstUse store={siteDialogs} inUse={hasDialogs}>
        <SiteDialogHost />
      </LoadOnFirstUse>
      {/* SPEC.md §2 "Each page can offer a scroll helper": not on the sign-in and checkout pages. */}
      {layout === "standalone" ? null : <ScrollToTop />}
      {runtime && consentAnswered ? (
        <>
          <PromotionPopups data={data} layout={layout} runtime={runtime} />
          {/* Fixed to the bottom like the cookie bar, so it waits for its answer too. */}
          <PromotionBanner data={data} runtime={runtime} />
        </>
      ) : null}
    </>
  );
}
