import { ServerLocationCard } from "@mvpn/design-system";
import { withLanguage } from "../app/routing/paths";
import type { ServerRegion } from "../app/routing/site-pages";
import { renderSiteLink } from "../app/SiteLink";
import { regionData } from "../content/regions";
import { CardGrid } from "./CardGrid";
import { FLAGS } from "./flags";

/** Server regions as cards (flag, country, cities), each linking to its page in the reader's language. */
export function RegionCards({
  regions,
  locale,
  cityNames,
}: {
  regions: readonly ServerRegion[];
  locale: string;
  /** The cities' names in the page's language (from the loader, `cityNamesFor`); without it, no city names. */
  cityNames?: Readonly<Record<string, string>>;
}) {
  return (
    <CardGrid
      items={regions}
      renderCard={(id) => {
        const region = regionData(id);
        return (
          <ServerLocationCard
            className="h-full"
            countryCode={region.country}
            flagSrc={FLAGS[region.country]}
            cityCount={region.cities.length}
            cities={cityNames && region.cities.map((city) => cityNames[city] ?? city)}
            href={withLanguage(locale, `/vpn-server/${id}`)}
            renderLink={renderSiteLink}
          />
        );
      }}
    />
  );
}
