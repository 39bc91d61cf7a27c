import { Container, FAQ, InstallSteps, Section, usePlatformName } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { Link, type LoaderFunctionArgs } from "react-router";
import { useLayoutData } from "../../app/frame/useLayoutData";
import { PageIntro } from "../../app/PageIntro";
import { localeFromPath, withLanguage } from "../../app/routing/paths";
import type { DownloadProduct } from "../../app/routing/site-pages";
import { TitledSection } from "../../app/TitledSection";
import { DownloadPanel } from "../../downloads/DownloadPanel";
import { downloadUi as m } from "../../downloads/download-ui-messages";
import { DOWNLOADS, filesFor, primaryHref } from "../../downloads/downloads.config";
import { faqItems, installSteps, requirements } from "../../downloads/install-content";
import { useDetectedDownload } from "../../downloads/useDetectedDownload";
import { PlatformAppScreen } from "../../marketing/AppScreens";
import { type AppScreenServer, appScreenServer } from "../../marketing/app-screen-server";
import { JsonLd } from "../../marketing/JsonLd";
import { downloadProductIntros } from "../intros/download";
import { downloadJsonLd } from "./download-json-ld";

/** Build time: the server the hero's drawn app is connected to, named in the page's language. */
export function loader({ request }: LoaderFunctionArgs): DownloadProductData {
  return { screenServer: appScreenServer(localeFromPath(new URL(request.url).pathname)) };
}

interface DownloadProductData {
  screenServer: AppScreenServer;
}

/** One of the known sub-pages; the frame has already answered 404 for any other value. */
export default function DownloadProductPage({ loaderData }: { loaderData: DownloadProductData }) {
  const intl = useIntl();
  const platformName = usePlatformName();
  const { links, params, locale } = useLayoutData();
  const value = params.product as DownloadProduct;
  const config = DOWNLOADS[value];
  const detected = useDetectedDownload();
  const arch = detected?.arch ?? null;
  const pageLinks = links.pages?.[value] ?? links;
  const intro = downloadProductIntros[value];
  // A demo file says so on the hero's button too, as on the panel's (issue #38).
  const first = filesFor(config, arch)[0];
  const demoHero = first?.arch === "universal" ? m.demoHeroMac : m.demoHeroWindows;
  const messages = first?.placeholder ? { ...intro, primary: demoHero } : intro;
  return (
    // The hero's primary action is this page's download: the runtime blocks it where
    // SPEC.md §4 asks (app/runtime/download-blocking.ts).
    <div data-download-page={value} className="contents">
      <PageIntro
        messages={messages}
        links={{ primary: primaryHref(config, arch), secondary: pageLinks.secondary }}
        // The app as it looks on this platform: beside the words on a computer, after them on a phone.
        illustration={
          <PlatformAppScreen
            platform={config.platform}
            name={intl.formatMessage(m.screenName, {
              platform: platformName(config.platform),
              city: loaderData.screenServer.city,
            })}
            messages={m}
            server={loaderData.screenServer}
          />
        }
      />
      <Section spacing="md">
        <Container className="flex flex-col gap-16">
          <DownloadPanel config={config} detected={detected} />
          <TitledSection
            headingId="download-steps"
            title={intl.formatMessage(config.tv ? m.tvStepsHeading : m.stepsHeading)}
            gap={6}
          >
            <InstallSteps steps={installSteps(intl, config, arch)} />
          </TitledSection>
          <TitledSection
            headingId="download-requirements"
            title={intl.formatMessage(m.requirementsHeading)}
          >
            <ul
              data-slot="download-requirements"
              className="text-text m-0 flex list-disc flex-col gap-2 ps-6"
            >
              {requirements(intl, config).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </TitledSection>
          <FAQ items={faqItems(intl, config)} />
          {/* The app as a SoftwareApplication, for search engines (issue #37). */}
          <JsonLd data={import.meta.env.SSR && downloadJsonLd(intl, value, locale)} />
          <p className="m-0">
            <Link
              to={withLanguage(locale, "/download")}
              className="text-text-link font-semibold underline underline-offset-4"
            >
              {intl.formatMessage(m.otherPlatforms)}
            </Link>
          </p>
        </Container>
      </Section>
    </div>
  );
}
