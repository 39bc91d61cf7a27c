import { BlogLayout, DefaultLayout, LocaleProvider, StandaloneLayout } from "@mvpn/design-system";
import { type ReactNode, useEffect } from "react";
import { IntlProvider, useIntl } from "react-intl";
import { hasSessionToken } from "../../state/token-cookie";
import { headerMessages } from "../chrome-messages";
import { useGuardedNavigate } from "../routing/guarded-navigation";
import { matchPage } from "../routing/match-page";
import { runMiddleware } from "../routing/middleware";
import type { LayoutName } from "../routing/site-pages";
import { ClientRuntime } from "../runtime/ClientRuntime";
import { SiteFooter } from "../SiteFooter";
import { SiteHeader } from "../SiteHeader";
import { Wordmark } from "../Wordmark";
import { BlogCategoryNav } from "./BlogCategoryNav";
import { CookieBar } from "./CookieBar";
import type { LayoutData } from "./layout-data";
import { NotFoundContent } from "./NotFoundContent";
import { LayoutDataContext } from "./useLayoutData";

interface FrameProps {
  data: LayoutData;
  /** The route's layout; the not-found content shows in the default one. */
  layout: LayoutName;
  children: ReactNode;
}

/**
 * The three layouts of SPEC.md §2 around a page: translations and direction
 * from the locale (one place), then the design system's layout with the
 * site's header and footer. An invalid path shows the not-found content in
 * the same frame.
 */
export function SiteFrame({ data, layout, children }: FrameProps) {
  useMiddlewareAfterHydration(data);
  // The not-found page shows in the default frame whatever layout its path would have had.
  const shown: LayoutName = data.notFound ? "default" : layout;
  return (
    <IntlProvider locale={data.locale} messages={data.messages} defaultLocale="en">
      <LocaleProvider locale={data.locale}>
        <LayoutDataContext.Provider value={data}>
          <Frame data={data} layout={shown}>
            {data.notFound ? <NotFoundContent pathname={data.pathname} /> : children}
          </Frame>
          <CookieBar />
          <ClientRuntime data={data} layout={shown} />
        </LayoutDataContext.Provider>
      </LocaleProvider>
    </IntlProvider>
  );
}

function Frame({ data, layout, children }: FrameProps) {
  const intl = useIntl();
  const skipLinkLabel = intl.formatMessage(headerMessages.skip);
  if (layout === "standalone") {
    return (
      <StandaloneLayout
        skipLinkLabel={skipLinkLabel}
        width={data.page === "pricing" ? "wide" : "narrow"}
        brandBar={
          <>
            <Wordmark locale={data.locale} onBrand={false} />
            <span className="text-text-muted text-sm">
              {intl.formatMessage(headerMessages.secure)}
            </span>
          </>
        }
      >
        {children}
      </StandaloneLayout>
    );
  }
  const header = (
    <SiteHeader locale={data.locale} pathname={data.pathname} transparent={data.transparentNav} />
  );
  const footer = <SiteFooter locale={data.locale} pathname={data.pathname} />;
  if (layout === "blog") {
    return (
      <BlogLayout
        skipLinkLabel={skipLinkLabel}
        header={header}
        footer={footer}
        aside={<BlogCategoryNav locale={data.locale} current={data.params.category} />}
      >
        {children}
      </BlogLayout>
    );
  }
  return (
    <DefaultLayout skipLinkLabel={skipLinkLabel} header={header} footer={footer}>
      {children}
    </DefaultLayout>
  );
}

/**
 * A prerendered page hydrates without its clientLoader, so the route
 * middlewares that need the visitor (auth: SPEC.md §2, /paysuc) run once more
 * in the browser; client navigations already ran them in the clientLoader.
 */
function useMiddlewareAfterHydration(data: LayoutData) {
  const navigate = useGuardedNavigate();
  useEffect(() => {
    const match = matchPage(data.pathname);
    if (!match || data.notFound) return;
    const outcome = runMiddleware(match.page.middleware, {
      locale: data.locale,
      params: match.params,
      isSignedIn: hasSessionToken,
      path: `${data.pathname}${window.location.search}`,
    });
    if (outcome && "redirect" in outcome) navigate(outcome.redirect, { replace: true });
  }, [data, navigate]);
}
