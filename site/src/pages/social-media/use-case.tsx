import { Band, Container, FAQ, Prose, Section } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import type { LoaderFunctionArgs } from "react-router";
import { useLayoutData } from "../../app/frame/useLayoutData";
import { PageIntro } from "../../app/PageIntro";
import { SOCIAL_MEDIA_USE_CASES, type SocialMediaUseCase } from "../../app/routing/site-pages";
import { SiteBreadcrumbs } from "../../app/SiteBreadcrumbs";
import { breadcrumbList, faqPage } from "../../app/seo/structured-data";
import { homeCrumb } from "../../content/long-form-messages";
import { loadSocialText } from "../../content/marketing.server";
import type { SocialText } from "../../content/marketing-data";
import { SOCIAL_SERVICE_NAMES } from "../../content/social-use-cases";
import { JsonLd } from "../../marketing/JsonLd";
import { UseCaseCards } from "../../marketing/UseCaseCards";
import { socialMediaIntros } from "../intros/social-media";
import { socialMessages as m } from "./messages";

/** Build time: the use case's text and questions (site/content/social/<locale>/<id>.md). */
export function loader({ request, params }: LoaderFunctionArgs): SocialText {
  return loadSocialText(request.url, params.id as SocialMediaUseCase);
}

/**
 * One social-media use case (issue #16): why a VPN helps with the service,
 * its honest limits and the steps, from Markdown; its questions with FAQPage
 * JSON-LD. The frame has already answered 404 for an unknown id.
 */
export default function SocialMediaUseCasePage({ loaderData }: { loaderData: SocialText }) {
  const intl = useIntl();
  const { links, params, locale } = useLayoutData();
  const id = params.id as SocialMediaUseCase;
  // While a translation is missing the English text stands in, marked as English and laid out left to right.
  const textLang = loaderData.fallback ? loaderData.locale : undefined;
  const trail = [
    { name: intl.formatMessage(m.crumb), path: "/vpn-for-social-media" },
    { name: SOCIAL_SERVICE_NAMES[id], path: `/vpn-for-social-media/${id}` },
  ];
  return (
    <>
      <PageIntro messages={socialMediaIntros[id]} links={links.pages?.[id] ?? links} />
      <Container className="py-8 lg:py-12">
        <SiteBreadcrumbs trail={trail} />
        <article className="mt-8 min-w-0" lang={textLang} dir={textLang ? "ltr" : undefined}>
          <Prose html={loaderData.html} />
        </article>
      </Container>
      {loaderData.faq.length > 0 ? (
        <Section tone="sunken" spacing="lg">
          <Container className="max-w-3xl" lang={textLang} dir={textLang ? "ltr" : undefined}>
            <FAQ
              items={loaderData.faq.map((entry, index) => ({ id: `q${index + 1}`, ...entry }))}
            />
          </Container>
        </Section>
      ) : null}
      <Band title={intl.formatMessage(m.othersTitle)}>
        <UseCaseCards
          ids={SOCIAL_MEDIA_USE_CASES.filter((other) => other !== id)}
          locale={locale}
        />
      </Band>
      <JsonLd
        data={
          import.meta.env.SSR &&
          breadcrumbList([{ name: intl.formatMessage(homeCrumb), path: "/" }, ...trail], locale)
        }
      />
      {loaderData.faq.length > 0 ? (
        <JsonLd data={import.meta.env.SSR && faqPage(loaderData.faq)} />
      ) : null}
    </>
  );
}
