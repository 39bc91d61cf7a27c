import {
  type DetectedPlatform,
  DownloadButton,
  type DownloadLinkProps,
  PLATFORMS,
  type PlatformDownloads,
} from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { useQuery } from "../app/hooks/useQuery";
import { withLanguage } from "../app/routing/paths";
import { DOWNLOAD_PAGE_BY_PLATFORM } from "../app/routing/site-pages";
import { TitledCard } from "../app/TitledCard";
import { loadPageLinks, type PageLinks } from "../content/page-links";
import { paysucMessages as m } from "./paysuc-messages";

/**
 * Each platform's download: the installer or store listing of the download
 * page's links, or, where there is none to link to (TV stores), that
 * platform's download page in the visitor's language.
 */
export function platformDownloads(links: PageLinks, locale: string): PlatformDownloads {
  return Object.fromEntries(
    PLATFORMS.map((platform) => {
      const product = DOWNLOAD_PAGE_BY_PLATFORM[platform];
      const href = links.pages?.[product]?.primary ?? withLanguage(locale, `/download/${product}`);
      return [platform, { href }];
    }),
  );
}

/** A page of this site goes through the router; a file, a store or another site is a plain link. */
const renderDownloadLink = ({ href, ...props }: DownloadLinkProps) =>
  href.startsWith("/") && !/\.[a-z0-9]+$/i.test(href) ? (
    <Link to={href} {...props} />
  ) : (
    <a href={href} {...props} />
  );

/** The app for the visitor's system first (SPEC.md §1), every other platform a click away. */
export function AppDownload({ locale }: { locale: string }) {
  const intl = useIntl();
  // In the browser only: the visitor's system, and the download page's links (its page-links JSON).
  // The site's one user-agent reader, in the chunk start-up already loads.
  const platform = useQuery<DetectedPlatform>(
    () =>
      import("../state/detect-device").then(({ browserHints, detectPlatform }) =>
        detectPlatform(browserHints()),
      ),
    [],
    { initialData: "unknown" },
  );
  const downloads = useQuery(
    () => loadPageLinks("download").then((links) => platformDownloads(links, locale)),
    [locale],
    { initialData: {} },
  );

  return (
    <TitledCard
      slot="paysuc-download"
      title={intl.formatMessage(m.downloadTitle)}
      description={intl.formatMessage(m.downloadBody)}
    >
      <DownloadButton
        platform={platform.data}
        downloads={downloads.data}
        renderLink={renderDownloadLink}
      />
    </TitledCard>
  );
}
