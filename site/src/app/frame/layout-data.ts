import type { Direction } from "@mvpn/locales";
import { createIntl } from "react-intl";
import { loadPageLinks, type PageLinks } from "../../content/page-links";
import { loadMessagesForPath, type Messages } from "../../i18n/catalogs";
import { isValidMatch, matchPage } from "../routing/match-page";
import { runMiddleware } from "../routing/middleware";
import { assertNavigable } from "../routing/navigation-guards";
import { collapseSlashes } from "../routing/paths";
import { documentLocale } from "./document-locale";

export interface LayoutData {
  locale: string;
  dir: Direction;
  /** The path as requested, prefix included. */
  pathname: string;
  /** SPEC.md §2 page name, or `404`. */
  page: string;
  /** Message key of the page's title, description and hero (`download.windows`). */
  key: string;
  params: Record<string, string | undefined>;
  messages: Messages;
  links: PageLinks;
  title: string;
  description: string;
  notFound: boolean;
  indexable: boolean;
  transparentNav: boolean;
}

export interface LoadOptions {
  /** The session check of the auth middleware; in the browser only (prerendering has no visitor). */
  isSignedIn?: () => boolean;
}

/**
 * Everything a page's frame needs, for the prerender at build time (loader)
 * and for client navigations (clientLoader, no server round trip): the
 * locale, the messages of SPEC.md §2 step 5, the page's links, and whether
 * the path is valid.
 */
export async function loadLayoutData(url: string, options: LoadOptions = {}): Promise<LayoutData> {
  const requested = new URL(url);
  const pathname = collapseSlashes(requested.pathname);
  const { locale, dir } = documentLocale(pathname);
  const match = matchPage(pathname);
  let notFound = !match || !isValidMatch(match) || match.page.name === "404";
  if (match && !notFound) {
    const outcome = runMiddleware(match.page.middleware, {
      locale,
      params: match.params,
      isSignedIn: options.isSignedIn ?? (() => true),
      path: `${pathname}${requested.search}`,
    });
    if (outcome && "redirect" in outcome) throw redirectTo(outcome.redirect, requested.origin);
    if (outcome && "notFound" in outcome) notFound = true;
  }
  const page = notFound || !match ? "404" : match.page.name;
  const key = notFound || !match ? "404" : match.key;
  const messages = await loadMessagesForPath(locale, notFound ? `/${locale}/404` : pathname);
  const intl = createIntl({ locale, messages, onError: reportMissing });
  return {
    locale,
    dir,
    pathname,
    page,
    key,
    params: match?.params ?? {},
    messages,
    links: await loadPageLinks(page),
    title: intl.formatMessage({ id: `${key}.meta.title` }),
    description: intl.formatMessage({ id: `${key}.meta.description` }),
    notFound,
    indexable: !notFound && match?.page.render === "static",
    transparentNav: !notFound && Boolean(match?.page.transparentNav),
  };
}

// A missing id shows as its key in the page: loud in the log, and the messages check fails first.
function reportMissing(error: Error) {
  console.error(error.message);
}

/** A middleware's redirect, through the navigation guard like every other navigation (SPEC.md §8). */
function redirectTo(location: string, origin: string): Response {
  assertNavigable(location, origin);
  return new Response(null, { status: 302, headers: { Location: location } });
}
