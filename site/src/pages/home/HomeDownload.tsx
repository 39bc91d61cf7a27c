import { Button, type DetectedPlatform, usePlatformName } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { useQuery } from "../../app/hooks/useQuery";
import { withLanguage } from "../../app/routing/paths";
import { DOWNLOAD_PAGE_BY_PLATFORM } from "../../app/routing/site-pages";
import { homeMessages as m } from "./messages";

/**
 * The hero's call to action for the visitor's system (SPEC.md §1). The
 * prerendered HTML is neutral ("Choose your platform", to /download); after
 * hydration the site's one user-agent reader names the platform and links to
 * its download page. A plain link rather than the design system's
 * DownloadButton: its "other platforms" menu and brand glyphs cost the home
 * page ~20 KB of JavaScript (README, "JavaScript budget"), and /download
 * lists every platform one tap away. The slot keeps its height, so the swap
 * moves nothing.
 */
export function HomeDownload({ locale }: { locale: string }) {
  const intl = useIntl();
  const platformName = usePlatformName();
  const detected = useQuery<DetectedPlatform>(
    () =>
      import("../../state/detect-device").then(({ browserHints, detectPlatform }) =>
        detectPlatform(browserHints()),
      ),
    [],
    { initialData: "unknown" },
  );
  const platform = detected.data;
  const known = platform !== "unknown";
  const href = withLanguage(
    locale,
    known ? `/download/${DOWNLOAD_PAGE_BY_PLATFORM[platform]}` : "/download",
  );
  return (
    <Button asChild size="lg" className="min-h-12">
      <Link to={href} data-platform={platform}>
        {known
          ? intl.formatMessage(m.heroDownload, { platform: platformName(platform) })
          : intl.formatMessage(m.heroChoosePlatform)}
      </Link>
    </Button>
  );
}
