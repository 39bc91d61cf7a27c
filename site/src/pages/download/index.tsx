import { Container, PlatformCard, Section, usePlatformName } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { Link, type LoaderFunctionArgs } from "react-router";
import { useLayoutData } from "../../app/frame/useLayoutData";
import { PageIntro } from "../../app/PageIntro";
import { localeFromPath, withLanguage } from "../../app/routing/paths";
import type { DownloadProduct } from "../../app/routing/site-pages";
import { TitledSection } from "../../app/TitledSection";
import { DownloadActions } from "../../downloads/DownloadActions";
import { productMessages } from "../../downloads/download-product-messages";
import { downloadUi as m } from "../../downloads/download-ui-messages";
import { DEVICE_PRODUCTS, DOWNLOADS, TV_PRODUCTS } from "../../downloads/downloads.config";
import { useDetectedDownload } from "../../downloads/useDetectedDownload";
import { AppScreensOnDevices } from "../../marketing/AppScreens";
import { type AppScreenServer, appScreenServer } from "../../marketing/app-screen-server";
import { downloadIntro } from "../intros/download";

/** Build time: the server the hero's drawn apps are connected to, named in the page's language. */
export function loader({ request }: LoaderFunctionArgs): DownloadData {
  return { screenServer: appScreenServer(localeFromPath(new URL(request.url).pathname)) };
}

interface DownloadData {
  screenServer: AppScreenServer;
}

/**
 * /download (SPEC.md §1: the download offered follows the detected OS).
 * The prerendered page is neutral, the same for every visitor: a "choose
 * your device" card, then every platform. After hydration the top card
 * becomes the visitor's download in the same reserved space, and that
 * platform's card in the list is marked "Your device" (it stays in place, so
 * nothing below moves). With no primary (Linux in Firefox, a bot) the
 * neutral card stays.
 */
export default function DownloadPage({ loaderData }: { loaderData: DownloadData }) {
  const intl = useIntl();
  const { links, locale } = useLayoutData();
  const platformName = usePlatformName();
  const detected = useDetectedDownload();
  const primary = detected?.product ? DOWNLOADS[detected.product] : null;

  const pageLink = (product: DownloadProduct) => (
    <Link
      to={withLanguage(locale, `/download/${product}`)}
      className="text-text-link font-semibold underline underline-offset-4"
    >
      {intl.formatMessage(m.installOn, { platform: platformName(DOWNLOADS[product].platform) })}
    </Link>
  );

  const card = (product: DownloadProduct) => {
    const config = DOWNLOADS[product];
    return (
      <li key={product} className="flex">
        <PlatformCard
          className="w-full"
          platform={config.platform}
          title={platformName(config.platform)}
          description={intl.formatMessage(productMessages[product].card)}
          meta={intl.formatMessage(m.cardMeta, { version: config.version, minOs: config.minOs })}
          current={detected?.product === product ? intl.formatMessage(m.currentBadge) : undefined}
          actions={pageLink(product)}
        />
      </li>
    );
  };

  return (
    <>
      <PageIntro
        messages={downloadIntro}
        links={links}
        // The apps fill the hero's other half on a computer; on a phone the device list comes first.
        illustration={<AppScreensOnDevices messages={m} server={loaderData.screenServer} />}
        illustrationOnPhone="hidden"
      />
      <Section spacing="md">
        <Container className="flex flex-col gap-14">
          <section aria-labelledby="download-primary" className="flex flex-col gap-4">
            <h2 id="download-primary" className="sr-only">
              {intl.formatMessage(m.primaryHeading)}
            </h2>
            {/* Reserved height: the neutral card and the visitor's card take the same space. */}
            <div
              data-slot="download-primary"
              data-product={primary?.product ?? "none"}
              className="flex min-h-96 sm:min-h-60 lg:min-h-52"
            >
              {primary ? (
                <PlatformCard
                  className="w-full"
                  size="primary"
                  headingLevel={3}
                  platform={primary.platform}
                  title={intl.formatMessage(m.detectedTitle, {
                    platform: platformName(primary.platform),
                  })}
                  description={intl.formatMessage(m.detectedBody, {
                    version: primary.version,
                    minOs: primary.minOs,
                  })}
                  current={intl.formatMessage(m.currentBadge)}
                  actions={
                    <>
                      <DownloadActions config={primary} arch={detected?.arch ?? null} />
                      {pageLink(primary.product)}
                    </>
                  }
                />
              ) : (
                <PlatformCard
                  className="w-full"
                  size="primary"
                  headingLevel={3}
                  platform="unknown"
                  title={intl.formatMessage(m.neutralTitle)}
                  description={intl.formatMessage(m.neutralBody)}
                />
              )}
            </div>
          </section>
          <TitledSection
            headingId="download-devices"
            title={intl.formatMessage(m.devicesHeading)}
            gap={6}
          >
            <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
              {DEVICE_PRODUCTS.map(card)}
            </ul>
          </TitledSection>
          <section
            aria-labelledby="download-tv"
            data-slot="download-tv-group"
            className="flex flex-col gap-6"
          >
            <div className="flex flex-col gap-2">
              <h2 id="download-tv" className="font-display text-text m-0 text-2xl font-bold">
                {intl.formatMessage(m.tvHeading)}
              </h2>
              <p className="text-text-muted m-0 max-w-prose">{intl.formatMessage(m.tvBody)}</p>
            </div>
            <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-4">
              {TV_PRODUCTS.map(card)}
            </ul>
          </section>
        </Container>
      </Section>
    </>
  );
}
