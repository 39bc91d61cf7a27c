import { Button, type ResultFact, ResultFacts, ResultPanel } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import type { IpLookup } from "../../tools/ip-lookup/lookup";
import { whatIsMyIpMessages as m } from "./messages";

export type IpLookupState =
  | { state: "loading" }
  | { state: "done"; result: IpLookup }
  | { state: "failed" };

/**
 * The lookup's three states in one panel that keeps its size: placeholder
 * bars while loading, the facts, or the failure with a retry. No state
 * shows an empty value: every fact says what is known or why not.
 */
export function IpResult({ lookup, onRetry }: { lookup: IpLookupState; onRetry: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (lookup.state === "failed") {
    return (
      <ResultPanel
        status="unknown"
        title={t(m.failureTitle)}
        summary={t(m.failureSummary)}
        actions={
          <Button type="button" variant="outline" onClick={onRetry}>
            {t(m.retry)}
          </Button>
        }
      />
    );
  }
  const result = lookup.state === "done" ? lookup.result : undefined;
  const otherLabel = result?.other.family === "ipv4" ? m.otherIpv4Label : m.otherIpv6Label;
  const facts: ResultFact[] = [
    { id: "ip", label: t(m.ipLabel), value: result?.ip, mono: true },
    { id: "version", label: t(m.versionLabel), value: result && t(m[result.family]) },
    { id: "country", label: t(m.countryLabel), value: result && countryText(result.countryCode) },
    {
      id: "other",
      label: t(otherLabel),
      value: result && otherText(result),
      mono: result?.other.state === "found",
    },
  ];
  return (
    <ResultPanel
      status={result ? "info" : "pending"}
      title={t(result ? m.resultTitle : m.loadingTitle)}
      summary={t(m.resultSummary)}
    >
      <ResultFacts facts={facts} loading={!result} />
    </ResultPanel>
  );

  function countryText(code: string): string {
    if (!code) return t(m.countryUnknown);
    // The country in the reader's language, the code as the api gave it.
    const name =
      new Intl.DisplayNames([intl.locale], { type: "region", fallback: "code" }).of(code) ?? code;
    return t(m.countryWithCode, { country: name, code });
  }

  function otherText(value: IpLookup): string {
    const other = value.other;
    if (other.state === "found") return other.ip;
    return t(other.state === "unreachable" ? m.otherUnreachable : m.otherNotConfigured);
  }
}
