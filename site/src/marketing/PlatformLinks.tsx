import {
  GlobeIcon,
  LaptopIcon,
  PLATFORMS,
  type Platform,
  SmartphoneIcon,
  TvIcon,
  usePlatformName,
} from "@mvpn/design-system";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { withLanguage } from "../app/routing/paths";
import { DOWNLOAD_PAGE_BY_PLATFORM } from "../app/routing/site-pages";

const ICONS: Record<Platform, ReactNode> = {
  windows: <LaptopIcon />,
  macos: <LaptopIcon />,
  ios: <SmartphoneIcon />,
  android: <SmartphoneIcon />,
  chrome: <GlobeIcon />,
  "android-tv": <TvIcon />,
  "apple-tv": <TvIcon />,
  "lg-tv": <TvIcon />,
  "samsung-tv": <TvIcon />,
};

/**
 * Every platform with an app, each linking to its download page in the reader's language.
 * On a phone a Japanese tile's padding is narrower: a label breaks only between
 * phrases (app.css), and スマートテレビ is one, 5 px wider than a 390 px
 * phone's tile left it (issue #38, e2e/japanese-line-breaks.spec.ts).
 */
export function PlatformLinks({ locale }: { locale: string }) {
  const name = usePlatformName();
  return (
    <ul className="m-0 grid list-none grid-cols-2 gap-3 p-0 sm:grid-cols-3 lg:grid-cols-5">
      {PLATFORMS.map((platform) => (
        <li key={platform} className="min-w-0">
          <Link
            to={withLanguage(locale, `/download/${DOWNLOAD_PAGE_BY_PLATFORM[platform]}`)}
            className="border-border bg-surface text-text hover:border-accent focus-visible:outline-focus rounded-card flex h-full items-center gap-3 border px-4 py-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 max-sm:[&:lang(ja)]:px-3"
          >
            <span aria-hidden="true" className="text-accent inline-flex shrink-0 [&_svg]:size-5">
              {ICONS[platform]}
            </span>
            <span className="min-w-0 break-words">{name(platform)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
