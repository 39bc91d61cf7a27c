import { countryName, TextField } from "@mvpn/design-system";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { CONTINENTS, type Continent, REGIONS, type RegionData } from "../../content/regions";
import { RegionCards } from "../../marketing/RegionCards";
import { vpnServerMessages as m } from "./messages";
import { createMatcher } from "./search";

/**
 * The continents' names from the catalog: `Intl.DisplayNames` knows UN M.49
 * codes in Node but not in every browser (Chromium answered "150"), and the
 * prerendered and hydrated names must be the same.
 */
const CONTINENT_NAME: Record<Continent, keyof typeof m> = {
  "150": "continent150",
  "019": "continent019",
  "142": "continent142",
  "009": "continent009",
};

/**
 * Every server location the site counts (issue #38), grouped by continent,
 * with a search over country and city names. The whole list is in the
 * prerendered HTML (search engines and visitors without JavaScript see every
 * country); the search filters it as the visitor types once the page has
 * hydrated, and says how many match, or that none does, in a polite live region.
 */
export function ServerList({
  locale,
  cityNames,
}: {
  locale: string;
  cityNames: Readonly<Record<string, string>>;
}) {
  const intl = useIntl();
  const statusId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  // The page hydrates on the first interaction: keep what was typed before React arrived.
  useEffect(() => {
    if (input.current?.value) setQuery(input.current.value);
  }, []);
  const matches = useMemo(() => createMatcher(locale), [locale]);
  const collator = useMemo(() => new Intl.Collator(locale), [locale]);

  const names = (region: RegionData) => [
    countryName(region.country, locale),
    countryName(region.country, "en"),
    ...region.cities.flatMap((city) => [city, cityNames[city] ?? city]),
  ];
  const shown = REGIONS.filter((region) => matches(names(region), query));
  const groups = CONTINENTS.map((continent) => ({
    continent,
    regions: shown
      .filter((region) => region.continent === continent)
      .sort((a, b) =>
        collator.compare(countryName(a.country, locale), countryName(b.country, locale)),
      ),
  })).filter((group) => group.regions.length > 0);
  const searching = query.trim() !== "";

  return (
    <div data-slot="server-list" className="flex flex-col gap-8">
      <search className="flex max-w-md flex-col gap-2">
        <TextField
          ref={input}
          type="search"
          name="q"
          autoComplete="off"
          label={intl.formatMessage(m.searchLabel)}
          aria-describedby={statusId}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <p
          id={statusId}
          data-slot="server-search-status"
          role="status"
          className="text-text-muted m-0 min-h-6 text-sm"
        >
          {searching
            ? shown.length > 0
              ? intl.formatMessage(m.searchCount, { count: shown.length })
              : intl.formatMessage(m.searchNone, { query: query.trim() })
            : null}
        </p>
      </search>
      {groups.map(({ continent, regions }) => (
        <section
          key={continent}
          data-continent={continent}
          aria-labelledby={`continent-${continent}`}
          className="flex flex-col gap-4"
        >
          <h3
            id={`continent-${continent}`}
            className="font-display text-text m-0 text-xl font-bold"
          >
            {intl.formatMessage(m[CONTINENT_NAME[continent]])}
          </h3>
          <RegionCards
            regions={regions.map((region) => region.id)}
            locale={locale}
            cityNames={cityNames}
          />
        </section>
      ))}
    </div>
  );
}
