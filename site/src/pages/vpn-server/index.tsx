import { Band } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import type { LoaderFunctionArgs } from "react-router";
import { useLayoutData } from "../../app/frame/useLayoutData";
import { PageIntro } from "../../app/PageIntro";
import { localeFromPath } from "../../app/routing/paths";
import { cityNamesFor } from "../../content/city-names";
import { NetworkStats } from "../../marketing/NetworkStats";
import { vpnServerIntro } from "../intros/vpn-server";
import { vpnServerMessages as m } from "./messages";
import { ServerList } from "./ServerList";

/**
 * /vpn-server (issue #16): the network's figures and every region, from the
 * regions data file, grouped by continent with a search (issue #38).
 */
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
        <NetworkStats labels={m} />
        <ServerList locale={locale} cityNames={loaderData.cityNames} />
      </Band>
      <Band
        tone="sunken"
        title={intl.formatMessage(m.sameTitle)}
        intro={intl.formatMessage(m.sameBody)}
      />
    </>
  );
}
