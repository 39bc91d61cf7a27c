import type { ComponentProps, ReactNode } from "react";
import { siAppstore } from "../glyphs/appstore.gen";
import { siChromewebstore } from "../glyphs/chromewebstore.gen";
import { siGoogleplay } from "../glyphs/googleplay.gen";
import { siLg } from "../glyphs/lg.gen";
import { siSamsung } from "../glyphs/samsung.gen";
import { useMessages } from "../i18n/messages";
import { cn } from "../lib/cn";
import { BrandGlyph } from "../platform/BrandGlyph";
import { storeBadgeMessages } from "./intl/catalog.gen";

export const STORES = [
  "app-store",
  "google-play",
  "chrome-web-store",
  "lg-content-store",
  "samsung-apps",
] as const;
export type Store = (typeof STORES)[number];

type MessageKey = keyof (typeof storeBadgeMessages)["en"];

const STORE_INFO: Record<
  Store,
  { glyph: { path: string; title: string }; top: MessageKey; name: MessageKey }
> = {
  "app-store": { glyph: siAppstore, top: "appStoreTop", name: "appStoreName" },
  "google-play": { glyph: siGoogleplay, top: "googlePlayTop", name: "googlePlayName" },
  "chrome-web-store": {
    glyph: siChromewebstore,
    top: "chromeWebStoreTop",
    name: "chromeWebStoreName",
  },
  "lg-content-store": { glyph: siLg, top: "lgContentStoreTop", name: "lgContentStoreName" },
  "samsung-apps": { glyph: siSamsung, top: "samsungAppsTop", name: "samsungAppsName" },
};

export interface StoreBadgeProps extends Omit<ComponentProps<"a">, "children"> {
  store: Store;
  href: string;
  /** Renders the link, e.g. with the site router's `Link`; a plain `<a>` by default. */
  renderLink?: (props: ComponentProps<"a">) => ReactNode;
}

/**
 * A store badge drawn with tokens: the inverse surface (dark in every
 * brand), the store's mark from simple-icons in the text colour, and the
 * store's wording in the page's language ("Download on the App Store",
 * "Get it on Google Play"). The link's name is both lines, so a screen
 * reader says where it goes. Marks do not mirror in right-to-left.
 */
export function StoreBadge({
  store,
  href,
  renderLink = (props) => <a {...props} />,
  className,
  ...props
}: StoreBadgeProps) {
  const t = useMessages(storeBadgeMessages);
  const info = STORE_INFO[store];
  return renderLink({
    href,
    "data-slot": "store-badge",
    "data-store": store,
    className: cn(
      "rounded-control inline-flex h-13 min-w-40 items-center gap-3 px-4 no-underline",
      "bg-surface-inverse text-text-inverse border-text-inverse/30 border",
      "ease-enter hover:shadow-mid transition-[box-shadow,translate] duration-150 motion-reduce:transition-none",
      "focus-visible:outline-focus focus-visible:outline-2 focus-visible:outline-offset-2",
      className,
    ),
    ...props,
    children: (
      <>
        <BrandGlyph icon={info.glyph} className="size-7" />
        <span className="flex flex-col items-start leading-tight">
          <span data-slot="store-badge-top" className="text-xs">
            {t(info.top)}
          </span>{" "}
          <span data-slot="store-badge-name" className="text-lg font-semibold">
            {t(info.name)}
          </span>
        </span>
      </>
    ),
  } as ComponentProps<"a"> & Record<`data-${string}`, string>);
}
