import {
  type DetectedPlatform,
  DOWNLOAD_PAGE_BY_PLATFORM,
  DownloadButton,
  PLATFORMS,
  type PlatformDownloads,
} from "@mvpn/design-system";
import { useEffect, useState } from "react";
import { withLanguage } from "../../app/routing/paths";
import { renderSiteLink } from "../../app/SiteLink";

/** Each platform's download page in the reader's language: known at build time, so no request is needed. */
function downloadPages(locale: string): PlatformDownloads {
  return Object.fromEntries(
    PLATFORMS.map((platform) => [
      platform,
      { href: withLanguage(locale, `/download/${DOWNLOAD_PAGE_BY_PLATFORM[platform]}`) },
    ]),
  );
}

/**
 * The hero's call to action for the visitor's system (SPEC.md §1). The
 * prerendered HTML is neutral ("Choose your platform"); after hydration the
 * site's one user-agent reader, already in the start-up chunk, names the
 * platform. The slot keeps its height, so the swap moves nothing.
 */
export function HomeDownload({ locale }: { locale: string }) {
  const [platform, setPlatform] = useState<DetectedPlatform>("unknown");
  useEffect(() => {
    let current = true;
    void import("../../state/detect-device").then(({ browserHints, detectPlatform }) => {
      if (current) setPlatform(detectPlatform(browserHints()));
    });
    return () => {
      current = false;
    };
  }, []);
  return (
    <DownloadButton
      className="min-h-12"
      platform={platform}
      downloads={downloadPages(locale)}
      tone="brand"
      renderLink={({ href, ...props }) => renderSiteLink({ href, ...props })}
    />
  );
}
