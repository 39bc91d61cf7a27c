import {
  Band,
  Breadcrumbs,
  Button,
  Card,
  Container,
  countryName,
  Prose,
} from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { Link, type LoaderFunctionArgs } from "react-router";
import { useLayoutData } from "../../app/frame/useLayoutData";
import { PageIntro } from "../../app/PageIntro";
import { localeFromPath, withLanguage } from "../../app/routing/paths";
import type { ServerRegion } from "../../app/routing/site-pages";
import { renderSiteLink } from "../../app/SiteLink";
import { breadcrumbList } from "../../app/seo/structured-data";
import { cityNamesFor } from "../../content/city-names";
import { homeCrumb } from "../../content/long-form-messages";
import { loadRegionText } from "../../content/marketing.server";
import type { RegionText } from "../../content/marketing-data";
import { REGIONS, regionData } from "../../content/regions";
import { FLAGS } from "../../marketing/flags";
import { JsonLd } from "../../marketing/JsonLd";
import { RegionCards } from "../../marketing/RegionCards";
import { serverRegionIntros } from "../intros/vpn-server";
import { vpnServerMessages as m } from "./messages";

/** Build time: the region's description (site/content/regions/<locale>/<region>.md). */
export function loader({ request, params }: LoaderFunctionArgs): RegionText & { cities: string[] } {
  const region = regionData(params.region as ServerRegion);
  // Cities in the page's language, looked up here so the table stays out of the browser's JavaScript.
  const names = cityNamesFor(localeFromPath(new URL(request.url).pathname));
  return {
    ...loadRegionText(request.url, region.id),
    cities: region.cities.map((city) => names[city] ?? city),
  };
}

/**
 * One server region (issue #16): its description, streaming and speed notes
 * from Markdown, its cities, servers and protocols from the regions data
 * file, how to connect, and the other regions. The frame has already answered
 * 404 for an unknown region.
 */
export default function ServerRegionPage({
  loaderData,
}: {
  loaderData: RegionText & { cities: string[] };
}) {
  const intl = useIntl();
  const { links, params, locale } = useLayoutData();
  const id = params.region as ServerRegion;
  const region = regionData(id);
  const country = countryName(region.country, locale);
  const values = { country };
  // While a translation is missing the English text stands in, marked as English and laid out left to right.
  const textLang = loaderData.fallback ? loaderData.locale : undefined;
  const crumbs = [
    { name: intl.formatMessage(homeCrumb), path: "/" },
    { name: intl.formatMessage(m.crumb), path: "/vpn-server" },
    { name: country, path: `/vpn-server/${id}` },
  ];
  const h2 = "font-display text-text mt-12 mb-4 text-2xl leading-tight font-bold tracking-tight";
  return (
    <>
      <PageIntro messages={serverRegionIntros[id]} links={links.pages?.[id] ?? links} />
      <Container className="py-8 lg:py-12">
        <Breadcrumbs
          renderLink={renderSiteLink}
          items={crumbs.map((crumb, index) => ({
            label: crumb.name,
            href: index < crumbs.length - 1 ? withLanguage(locale, crumb.path) : undefined,
          }))}
        />
        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
          <article className="min-w-0">
            <Prose>
              <div lang={textLang} dir={textLang ? "ltr" : undefined}>
                <div dangerouslySetInnerHTML={{ __html: loaderData.html }} />
                <h2 className={h2}>{intl.formatMessage(m.streamingTitle)}</h2>
                <p>{loaderData.streaming}</p>
                <h2 className={h2}>{intl.formatMessage(m.speedTitle)}</h2>
                <p>{loaderData.speed}</p>
              </div>
              <h2 className={h2}>{intl.formatMessage(m.stepsTitle, values)}</h2>
              <ol>
                <li>{intl.formatMessage(m.step1)}</li>
                <li>{intl.formatMessage(m.step2, values)}</li>
                <li>{intl.formatMessage(m.step3, values)}</li>
              </ol>
            </Prose>
          </article>
          <aside className="min-w-0">
            <Card className="flex flex-col gap-4 p-6 lg:sticky lg:top-24">
              <img
                src={FLAGS[region.country]}
                alt=""
                width={96}
                height={72}
                className="border-border h-18 w-24 rounded-[3px] border object-cover"
              />
              <h2 className="font-display text-text m-0 text-xl font-bold">
                {intl.formatMessage(m.glance, values)}
              </h2>
              <dl className="m-0 flex flex-col gap-3">
                <Fact
                  label={intl.formatMessage(m.citiesLabel)}
                  value={intl.formatList(loaderData.cities)}
                />
                <Fact
                  label={intl.formatMessage(m.serversLabel)}
                  value={intl.formatNumber(region.servers)}
                />
                <Fact
                  label={intl.formatMessage(m.protocolsLabel)}
                  value={intl.formatList(region.protocols)}
                />
              </dl>
              <Button asChild size="lg" variant="primary">
                <Link to={withLanguage(locale, "/pricing")}>
                  {intl.formatMessage(serverRegionIntros[id].primary ?? m.crumb)}
                </Link>
              </Button>
            </Card>
          </aside>
        </div>
      </Container>
      <Band
        tone="sunken"
        title={intl.formatMessage(m.sameTitle)}
        intro={intl.formatMessage(m.sameBody)}
      />
      <Band title={intl.formatMessage(m.othersTitle)}>
        <RegionCards
          regions={REGIONS.map((entry) => entry.id).filter((other) => other !== id)}
          locale={locale}
        />
      </Band>
      <JsonLd data={import.meta.env.SSR && breadcrumbList(crumbs, locale)} />
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-text-muted text-sm">{label}</dt>
      <dd className="text-text m-0 font-semibold">{value}</dd>
    </div>
  );
}
