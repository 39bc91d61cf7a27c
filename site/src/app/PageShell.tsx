import { LocaleProvider } from "@mvpn/design-system";
import type { ReactNode } from "react";
import { FormattedMessage, IntlProvider } from "react-intl";
import type { PageData } from "./page-data";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/** The frame of every page: translations, direction, skip link, header, main and footer. */
export function PageShell({ data, children }: { data: PageData; children: ReactNode }) {
  return (
    <IntlProvider locale={data.locale} messages={data.messages} defaultLocale="en">
      <LocaleProvider locale={data.locale}>
        <a
          href="#main"
          className="focus:rounded-control focus:bg-surface focus:text-text sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:px-4 focus:py-2"
        >
          <FormattedMessage id="nav.skip" />
        </a>
        <SiteHeader locale={data.locale} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter locale={data.locale} pathname={data.pathname} />
      </LocaleProvider>
    </IntlProvider>
  );
}
