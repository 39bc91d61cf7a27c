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
import { gatherCandidates } from "../tools/webrtc/gather";
import { judge, type SeenAddresses } from "../tools/webrtc/verdict";
import { webrtcLeakTestIntro } from "./intros/webrtc-leak-test";
import { LeakResult, type LeakTestState } from "./webrtc-leak-test/LeakResult";
import { leakTestMessages as m } from "./webrtc-leak-test/messages";

/**
 * /webrtc-leak-test (issue #15): gathers ICE candidates against the
 * configured STUN servers, compares the public addresses with those the api
 * sees (per family) and gives a verdict: leak, no leak, or could not verify
 * with the reason. The explanation is prerendered; the test runs in the browser.
 */
export default function WebRtcLeakTestPage() {
  const intl = useIntl();
  const { links, locale } = useLayoutData();
  const [test, setTest] = useState<LeakTestState>({ state: "running" });
  const run = useCallback(() => {
    setTest({ state: "running" });
    let current = true;
    void runLeakTest().then((done) => {
      if (current) setTest(done);
    });
    return () => {
      current = false;
    };
  }, []);
  useEffect(run, []);
  const t = intl.formatMessage;
  return (
    <>
      <PageIntro messages={webrtcLeakTestIntro} links={links} />
      <Section spacing="lg">
        <Container className="flex max-w-3xl flex-col gap-12">
          <LeakResult test={test} onRerun={run} />
          <article className="text-text flex flex-col gap-4 text-base leading-relaxed">
            <h2 className="font-display m-0 text-2xl font-bold">{t(m.whatTitle)}</h2>
            <p className="m-0">{t(m.whatBody)}</p>
            <h2 className="font-display m-0 mt-4 text-2xl font-bold">{t(m.leakExplainTitle)}</h2>
            <p className="m-0">{t(m.leakExplainBody)}</p>
            <h2 className="font-display m-0 mt-4 text-2xl font-bold">{t(m.fixTitle)}</h2>
            <p className="m-0">{t(m.fixBody)}</p>
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

/** The api's view (both families where it can) and the browser's candidates, side by side, then the verdict. */
async function runLeakTest(): Promise<Extract<LeakTestState, { state: "done" }>> {
  const config = await loadToolsConfig();
  const [lookup, gathered] = await Promise.all([
    quietApi()
      .then((calls) => lookupIp({ geoInfo: () => calls.geoInfo(), config }))
      .catch(() => null),
    gatherCandidates({ stunUrls: config.stunUrls }),
  ]);
  const seen: SeenAddresses = {};
  if (lookup) {
    seen[lookup.family] = lookup.ip;
    if (lookup.other.state === "found") seen[lookup.other.family] = lookup.other.ip;
  }
  return {
    state: "done",
    seen,
    verdict: judge({ outcome: gathered.outcome, candidates: gathered.candidates, seen }),
  };
}
