import { Button, Container, Section } from "@mvpn/design-system";
import { useCallback, useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { quietApi } from "../api/quiet";
import { useLayoutData } from "../app/frame/useLayoutData";
import { PageIntro } from "../app/PageIntro";
import { withLanguage } from "../app/routing/paths";
import { lookupIp } from "../tools/ip-lookup/lookup";
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
  const [lookup, setLookup] = useState<IpLookupState>({ state: "loading" });
  const run = useCallback(() => {
    setLookup({ state: "loading" });
    let current = true;
    void Promise.all([quietApi(), loadToolsConfig()])
      .then(([calls, config]) => lookupIp({ geoInfo: () => calls.geoInfo(), config }))
      .catch(() => null)
      .then((result) => {
        if (current) setLookup(result ? { state: "done", result } : { state: "failed" });
      });
    return () => {
      current = false;
    };
  }, []);
  useEffect(run, []);
  const t = intl.formatMessage;
  return (
    <>
      <PageIntro messages={whatIsMyIpIntro} links={links} />
      <Section spacing="lg">
        <Container className="flex max-w-3xl flex-col gap-12">
          <IpResult lookup={lookup} onRetry={run} />
          <article className="text-text flex flex-col gap-4 text-base leading-relaxed">
            <h2 className="font-display m-0 text-2xl font-bold">{t(m.explainTitle)}</h2>
            <p className="m-0">{t(m.explainBody)}</p>
            <p className="m-0">{t(m.explainUse)}</p>
            <h2 className="font-display m-0 mt-4 text-2xl font-bold">{t(m.versionsTitle)}</h2>
            <p className="m-0">{t(m.versionsBody)}</p>
            <h2 className="font-display m-0 mt-4 text-2xl font-bold">{t(m.hideTitle)}</h2>
            <p className="m-0">{t(m.hideBody)}</p>
            <div>
              <Button asChild size="lg" variant="primary">
                <Link to={withLanguage(locale, "/pricing")}>{t(m.ctaAction)}</Link>
              </Button>
            </div>
          </article>
        </Container>
      </Section>
    </>
  );
}
