import { Band } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import type { LoaderFunctionArgs } from "react-router";
import { useLayoutData } from "../../app/frame/useLayoutData";
import { PageIntro } from "../../app/PageIntro";
import { SOCIAL_MEDIA_USE_CASES } from "../../app/routing/site-pages";
import { loadSocialSummaries } from "../../content/marketing.server";
import type { SocialSummaries } from "../../content/marketing-data";
import { UseCaseCards } from "../../marketing/UseCaseCards";
import { socialMediaIntro } from "../intros/social-media";
import { socialMessages as m } from "./messages";

/** Build time: each use case's one-sentence summary, from its Markdown front matter. */
export function loader({ request }: LoaderFunctionArgs): SocialSummaries {
  return loadSocialSummaries(request.url);
}

/** /vpn-for-social-media (issue #16): every use case, what a VPN helps with and its honest limits. */
export default function SocialMediaPage({ loaderData }: { loaderData: SocialSummaries }) {
  const intl = useIntl();
  const { links, locale } = useLayoutData();
  return (
    <>
      <PageIntro messages={socialMediaIntro} links={links} />
      <Band title={intl.formatMessage(m.listTitle)} intro={intl.formatMessage(m.listIntro)}>
        <UseCaseCards
          ids={SOCIAL_MEDIA_USE_CASES}
          locale={locale}
          summaries={loaderData.summaries}
        />
      </Band>
      <Band
        tone="sunken"
        title={intl.formatMessage(m.helpsTitle)}
        intro={intl.formatMessage(m.helpsBody)}
      />
      <Band title={intl.formatMessage(m.limitsTitle)} intro={intl.formatMessage(m.limitsBody)} />
    </>
  );
}
