import { type ComponentProps, useId } from "react";
import { Card, CardLink } from "../card/Card";
import { type HeadingLevel, headingTag } from "../card/headingLevel";
import { useMessages } from "../i18n/messages";
import { ChevronEndIcon, GlobeIcon, MapPinIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import type { LinkRenderer } from "../link-renderer/linkRenderer";
import { useLocale } from "../locale/LocaleProvider";
import { cityCountLabel } from "./cityCount";
import { countryName } from "./countryName";
import { serverLocationCardMessages } from "./intl/catalog.gen";

export interface ServerLocationCardProps extends Omit<ComponentProps<"article">, "children"> {
  /** ISO 3166-1 alpha-2 code ("de", "us", "jp"); the name comes from `Intl.DisplayNames`. */
  countryCode: string;
  /**
   * URL of the country's flag, any 4:3 image on the site's own origin. A
   * picture (WebP, PNG) costs the page less than an SVG: every SVG an `<img>`
   * shows is a document of its own in Blink. The mVPN site serves WebP
   * pictures of `flag-icons`' SVGs (site/src/marketing/flags.ts); a
   * `flag-icons` SVG imported through the bundler works too. Without it a
   * globe stands in.
   */
  flagSrc?: string;
  /** How many cities have servers in the country. */
  cityCount: number;
  /** City names, shown under the count as a list in the reader's language. */
  cities?: readonly string[];
  /** The country's server page; the whole card links there. */
  href: string;
  /** Renders the site's router link instead of `<a>`. */
  renderLink?: LinkRenderer;
  /** Replaces the name from `Intl.DisplayNames` (a marketing name, or for an old engine). */
  name?: string;
  /** Heading level of the country name; `3` by default. */
  headingLevel?: HeadingLevel;
}

/**
 * A server location teaser: flag, country name and city count, the whole card
 * one link named by the country (the city count is its description).
 */
export function ServerLocationCard({
  countryCode,
  flagSrc,
  cityCount,
  cities,
  href,
  renderLink,
  name,
  headingLevel = 3,
  className,
  ...props
}: ServerLocationCardProps) {
  const { locale } = useLocale();
  const t = useMessages(serverLocationCardMessages);
  const countId = useId();
  const namesId = useId();
  const title = name ?? countryName(countryCode, locale);
  const Heading = headingTag(headingLevel);
  const hasNames = cities != null && cities.length > 0;
  // Two ids, so the description reads "3 cities, Frankfurt…" with a pause between them.
  const describedBy = hasNames ? `${countId} ${namesId}` : countId;
  const linkProps = { "aria-describedby": describedBy, children: title };
  return (
    <Card asChild orientation="horizontal" className={cn("gap-4 p-4", className)}>
      <article data-slot="server-location-card" data-country={countryCode.toLowerCase()} {...props}>
        {flagSrc ? (
          <img
            data-slot="server-location-card-flag"
            src={flagSrc}
            alt=""
            width={40}
            height={30}
            loading="lazy"
            decoding="async"
            className="border-border h-7.5 w-10 shrink-0 rounded-[2px] border object-cover"
          />
        ) : (
          <span
            data-slot="server-location-card-flag"
            aria-hidden="true"
            className="bg-surface-sunken text-text-muted border-border inline-flex h-7.5 w-10 shrink-0 items-center justify-center rounded-[2px] border"
          >
            <GlobeIcon />
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <Heading
            data-slot="server-location-card-name"
            className="font-display text-text text-lg leading-tight font-bold"
          >
            {renderLink ? (
              <CardLink asChild>{renderLink({ href, ...linkProps })}</CardLink>
            ) : (
              <CardLink href={href} {...linkProps} />
            )}
          </Heading>
          <p
            data-slot="server-location-card-cities"
            className="text-text-muted m-0 flex items-center gap-1 text-sm"
          >
            <MapPinIcon className="shrink-0" />
            <span id={countId}>{cityCountLabel(cityCount, locale, t)}</span>
          </p>
          {hasNames ? (
            <p
              id={namesId}
              data-slot="server-location-card-city-names"
              className="text-text-muted m-0 truncate text-sm"
            >
              {new Intl.ListFormat(locale, { type: "conjunction", style: "narrow" }).format(cities)}
            </p>
          ) : null}
        </div>
        <ChevronEndIcon
          data-slot="server-location-card-chevron"
          className="text-text-muted size-5 shrink-0"
        />
      </article>
    </Card>
  );
}
