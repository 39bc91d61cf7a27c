import { useIntl } from "react-intl";
import { quietApi } from "../api/quiet";
import { useLayoutData } from "../app/frame/useLayoutData";
import { useQuery } from "../app/hooks/useQuery";
import { lookupIp } from "../tools/ip-lookup/lookup";
import { ToolPage } from "../tools/ToolPage";
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
  // runLeakTest does not fail: what it cannot check is part of its verdict.
  const run = useQuery(runLeakTest, []);
  const test: LeakTestState = run.status === "ready" ? run.data : { state: "running" };
  const t = intl.formatMessage;
  return (
    <ToolPage
      intro={webrtcLeakTestIntro}
      links={links}
      locale={locale}
      result={<LeakResult test={test} onRerun={run.retry} />}
      explainers={[
        { title: t(m.whatTitle), paragraphs: [t(m.whatBody)] },
        { title: t(m.leakExplainTitle), paragraphs: [t(m.leakExplainBody)] },
        { title: t(m.fixTitle), paragraphs: [t(m.fixBody)] },
      ]}
      cta={t(m.ctaAction)}
    />
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
