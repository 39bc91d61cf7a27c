import { useIntl } from "react-intl";
import { quietApi } from "../api/quiet";
import { useLayoutData } from "../app/frame/useLayoutData";
import { useQuery } from "../app/hooks/useQuery";
import { lookupIp } from "../tools/ip-lookup/lookup";
import { ToolPage } from "../tools/ToolPage";
import { loadToolsConfig } from "../tools/tools-config";
import { whatIsMyIpIntro } from "./intros/what-is-my-ip";
import { type IpLookupState, IpResult } from "./what-is-my-ip/IpResult";
import { whatIsMyIpMessages as m } from "./what-is-my-ip/messages";

/**
 * /what-is-my-ip (issue #15): the address the api sees (geo_info, SPEC.md §7),
 * its country and family, the other family where the api listens on both,
 * and what that means. The explanation is prerendered; the lookup runs in
 * the browser (it depends on who asks).
 */
export default function WhatIsMyIpPage() {
  const intl = useIntl();
  const { links, locale } = useLayoutData();
  const query = useQuery(
    () =>
      Promise.all([quietApi(), loadToolsConfig()]).then(([calls, config]) =>
        lookupIp({ geoInfo: () => calls.geoInfo(), config }),
      ),
    [],
  );
  const lookup: IpLookupState =
    query.status === "ready" && query.data
      ? { state: "done", result: query.data }
      : query.status === "ready" || query.status === "failed"
        ? { state: "failed" }
        : { state: "loading" };
  const t = intl.formatMessage;
  return (
    <ToolPage
      intro={whatIsMyIpIntro}
      links={links}
      locale={locale}
      result={<IpResult lookup={lookup} onRetry={query.retry} />}
      explainers={[
        { title: t(m.explainTitle), paragraphs: [t(m.explainBody), t(m.explainUse)] },
        { title: t(m.versionsTitle), paragraphs: [t(m.versionsBody)] },
        { title: t(m.hideTitle), paragraphs: [t(m.hideBody)] },
      ]}
      cta={t(m.ctaAction)}
    />
  );
}
