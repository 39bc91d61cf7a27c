import { Band, StatsStrip } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import type { LoaderFunctionArgs } from "react-router";
import { useLayoutData } from "../../app/frame/useLayoutData";
import { PageIntro } from "../../app/PageIntro";
import { localeFromPath } from "../../app/routing/paths";
import { cityNamesFor } from "../../content/city-names";
import { NETWORK, REGIONS } from "../../content/regions";
import { RegionCards } from "../../marketing/RegionCards";
import { vpnServerIntro } from "../intros/vpn-server";
import { vpnServerMessages as m } from "./messages";

/** /vpn-server (issue #16): the network's figures and every region with a page, from the regions data file. */
/** Build time: the cities' names in the page's language, so the table stays out of the browser's JavaScript. */
export function loader({ request }: LoaderFunctionArgs): { cityNames: Record<string, string> } {
  return { cityNames: cityNamesFor(localeFromPath(new URL(request.url).pathname)) };
}

export default function VpnServerPage({
  loaderData,
}: {
  loaderData: { cityNames: Record<string, string> };
}) {
  const intl = useIntl();
  const { links, locale } = useLayoutData();
  return (
    <>
      <PageIntro messages={vpnServerIntro} links={links} />
      <Band title={intl.formatMessage(m.listTitle)} intro={intl.formatMessage(m.listIntro)}>
        <StatsStrip
          stats={[
            {
              id: "countries",
              value: intl.formatNumber(NETWORK.countries),
              label: intl.formatMessage(m.countries),
            },
            {
              id: "cities",
              value: intl.formatNumber(NETWORK.cities),
              label: intl.formatMessage(m.cities),
            },
            {
              id: "servers",
              value: `${intl.formatNumber(NETWORK.servers)}+`,
              label: intl.formatMessage(m.servers),
            },
          ]}
        />
        <RegionCards
          regions={REGIONS.map((region) => region.id)}
          locale={locale}
          cityNames={loaderData.cityNames}
        />
        <p className="text-text-muted m-0">
          {intl.formatMessage(m.listMore, { count: NETWORK.countries - REGIONS.length })}
        </p>
      </Band>
      <Band
        tone="sunken"
        title={intl.formatMessage(m.sameTitle)}
        intro={intl.formatMessage(m.sameBody)}
      />
    </>
  );
}
