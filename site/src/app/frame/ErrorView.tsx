import { Button, Spinner } from "@mvpn/design-system";
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { runtimeMessages } from "../chrome-messages";
import { withLanguage } from "../routing/paths";
import { documentLocale } from "./document-locale";
import { type LayoutData, loadLayoutData } from "./layout-data";
import { SiteFrame } from "./SiteFrame";

/**
 * What the root error boundary shows: the not-found page, or a short
 * translated error, inside the site's frame. The messages load in the
 * browser, since the route that failed brought none.
 */
export function ErrorView({ pathname, notFound }: { pathname: string; notFound: boolean }) {
  const [data, setData] = useState<LayoutData | null>(null);
  useEffect(() => {
    const { locale } = documentLocale(pathname);
    let live = true;
    loadLayoutData(new URL(withLanguage(locale, "/404"), window.location.origin).href).then(
      (loaded) => live && setData({ ...loaded, pathname, notFound }),
    );
    return () => {
      live = false;
    };
  }, [pathname, notFound]);
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
    <section className="max-w-content mx-auto flex w-full flex-col items-start gap-4 px-4 py-24 sm:px-6 lg:px-8">
      <h1 className="font-display text-text m-0 text-3xl font-extrabold tracking-tight md:text-5xl">
        {intl.formatMessage(runtimeMessages.errorTitle)}
      </h1>
      <p className="text-text-muted m-0 text-lg">{intl.formatMessage(runtimeMessages.errorBody)}</p>
      <Button asChild>
        <Link to={withLanguage(locale, "/")}>{intl.formatMessage(runtimeMessages.errorHome)}</Link>
      </Button>
    </section>
  );
}
