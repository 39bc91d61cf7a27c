import { Button, ResultFacts, ResultPanel, type ResultStatus } from "@mvpn/design-system";
import type { MessageDescriptor } from "react-intl";
import { useIntl } from "react-intl";
import { AddressList, type AddressListRow } from "../../tools/address-list/AddressList";
import type { AddressKind } from "../../tools/webrtc/address";
import type {
  CouldNotVerifyReason,
  ExposedAddress,
  SeenAddresses,
  Verdict,
} from "../../tools/webrtc/verdict";
import { leakTestMessages as m } from "./messages";

export type LeakTestState =
  | { state: "running" }
  | { state: "done"; verdict: Verdict; seen: SeenAddresses };

const KIND: Record<AddressKind, MessageDescriptor> = {
  public: m.kindPublic,
  private: m.kindPrivate,
  cgnat: m.kindCgnat,
  "link-local": m.kindLinkLocal,
  loopback: m.kindLoopback,
  reserved: m.kindReserved,
  masked: m.kindMasked,
  invalid: m.typeOther,
};

const TYPE: Record<string, MessageDescriptor> = {
  host: m.typeHost,
  srflx: m.typeSrflx,
  prflx: m.typePrflx,
  relay: m.typeRelay,
};

const REASON: Record<CouldNotVerifyReason, MessageDescriptor> = {
  "webrtc-blocked": m.reasonWebrtcBlocked,
  unsupported: m.reasonUnsupported,
  "no-stun-answer": m.reasonNoStunAnswer,
  timeout: m.reasonTimeout,
  "no-reference": m.reasonNoReference,
};

/** The verdict at a glance (colour, icon, words), the addresses the api saw, and the ones WebRTC revealed. */
export function LeakResult({ test, onRerun }: { test: LeakTestState; onRerun: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (test.state === "running") {
    return (
      <ResultPanel status="pending" title={t(m.pendingTitle)} summary={t(m.pendingSummary)}>
        <ResultFacts facts={seenFacts({})} loading />
      </ResultPanel>
    );
  }
  const { verdict, seen } = test;
  const status: ResultStatus =
    verdict.status === "leak" ? "exposed" : verdict.status === "no-leak" ? "safe" : "unknown";
  const title =
    verdict.status === "leak"
      ? m.leakTitle
      : verdict.status === "no-leak"
        ? m.noLeakTitle
        : m.unknownTitle;
  const summary =
    verdict.status === "leak"
      ? m.leakSummary
      : verdict.status === "no-leak"
        ? m.noLeakSummary
        : REASON[verdict.reason];
  return (
    <ResultPanel
      status={status}
      title={t(title)}
      summary={t(summary)}
      data-verdict={verdict.status}
      actions={
        <Button type="button" variant="outline" onClick={onRerun}>
          {t(m.rerun)}
        </Button>
      }
    >
      <ResultFacts facts={seenFacts(seen)} />
      {verdict.addresses.length > 0 ? (
        <AddressList
          caption={t(m.tableCaption)}
          columns={[
            { id: "address", header: t(m.columnAddress), mono: true },
            { id: "kind", header: t(m.columnKind) },
            { id: "source", header: t(m.columnSource) },
            { id: "comparison", header: t(m.columnComparison) },
          ]}
          rows={verdict.addresses.map(row)}
          copy={{ label: t(m.copyAction), copied: t(m.copied), failed: t(m.copyFailed) }}
        />
      ) : (
        <p className="text-text-muted m-0">{t(m.tableEmpty)}</p>
      )}
    </ResultPanel>
  );

  function seenFacts(addresses: SeenAddresses) {
    return (["ipv4", "ipv6"] as const).map((family) => ({
      id: family,
      label: t(family === "ipv4" ? m.seenIpv4 : m.seenIpv6),
      value: addresses[family] ?? t(m.seenNone),
      mono: addresses[family] !== undefined,
    }));
  }

  function row(address: ExposedAddress): AddressListRow {
    const leaked = address.comparison === "different" || address.comparison === "unknown";
    const comparison =
      address.comparison === "same"
        ? m.comparisonSame
        : address.comparison === "different"
          ? m.comparisonDifferent
          : address.comparison === "unknown"
            ? m.comparisonUnknown
            : m.comparisonNotPublic;
    return {
      id: address.address,
      address: address.address,
      highlight: leaked,
      cells: {
        address: address.address,
        kind: t(KIND[address.kind]),
        source: intl.formatList(
          address.types.map((type) => t(TYPE[type] ?? m.typeOther)),
          { type: "conjunction" },
        ),
        comparison: t(comparison),
      },
    };
  }
}
