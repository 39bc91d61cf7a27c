import { Spinner } from "@mvpn/design-system";
import { IntlProvider, useIntl } from "react-intl";
import { loadCatalog, type Messages } from "../../i18n/catalogs";
import { useQuery } from "../hooks/useQuery";
import { NotFoundContent } from "./NotFoundContent";
import { useLayoutData } from "./useLayoutData";

/**
 * The not-found page inside a page that learns only in the browser that what
 * it was asked for does not exist (a checkout plan id that is not a plan).
 * The page's own catalogs do not hold the not-found words (SPEC.md §2 loads a
 * catalog per path segment), so this loads the `404` catalog first: before
 * it, the browser showed the message ids, since the client build carries no
 * English defaults (scripts/strip-default-messages.ts).
 */
export function PageNotFound({ pathname }: { pathname: string }) {
  const intl = useIntl();
  const { locale } = useLayoutData();
  // A catalog that fails to load leaves the page's own messages: the not-found words show as their ids.
  const catalog = useQuery(() => loadCatalog(locale, "404"), [locale]);
  if (catalog.status === "loading") {
    return (
      <div className="flex min-h-64 items-center justify-center">
        <Spinner size="lg" />
      </div>
    );
  }
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      // The page's catalogs are compiled to AST like the 404 one (scripts/messages.ts).
      messages={{ ...(intl.messages as Messages), ...catalog.data }}
    >
      <NotFoundContent pathname={pathname} />
    </IntlProvider>
  );
}
