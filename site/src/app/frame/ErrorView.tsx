import { Spinner } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { runtimeMessages } from "../chrome-messages";
import { useQuery } from "../hooks/useQuery";
import { withLanguage } from "../routing/paths";
import { documentLocale } from "./document-locale";
import { loadLayoutData } from "./layout-data";
import { PageNotice } from "./PageNotice";
import { SiteFrame } from "./SiteFrame";

/**
 * What the root error boundary shows: the not-found page, or a short
 * translated error, inside the site's frame. The messages load in the
 * browser, since the route that failed brought none.
 */
export function ErrorView({ pathname, notFound }: { pathname: string; notFound: boolean }) {
  const frame = useQuery(() => {
    const { locale } = documentLocale(pathname);
    return loadLayoutData(new URL(withLanguage(locale, "/404"), window.location.origin).href);
  }, [pathname]);
  const data = frame.data && { ...frame.data, pathname, notFound };
  if (!data) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner size="lg" />
      </div>
    );
  }
  return (
    <SiteFrame data={data} layout="default">
      <ErrorContent locale={data.locale} />
    </SiteFrame>
  );
}

function ErrorContent({ locale }: { locale: string }) {
  const intl = useIntl();
  return (
    <PageNotice
      title={intl.formatMessage(runtimeMessages.errorTitle)}
      action={{
        href: withLanguage(locale, "/"),
        label: intl.formatMessage(runtimeMessages.errorHome),
      }}
    >
      <p className="text-text-muted m-0 text-lg">{intl.formatMessage(runtimeMessages.errorBody)}</p>
    </PageNotice>
  );
}
