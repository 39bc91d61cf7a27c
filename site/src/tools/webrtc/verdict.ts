import { type AddressKind, classifyAddress, type Family } from "./address";
import type { IceCandidate } from "./candidate";

/** How the gathering ended (see gather.ts). */
export type GatherOutcome =
  /** iceGatheringState reached "complete". */
  | "complete"
  /** The time limit came first; what arrived until then is judged. */
  | "timeout"
  /** No RTCPeerConnection in this browser (or it threw when created). */
  | "unsupported";

/** The addresses the api saw over HTTP, per family; undefined when that family was not reachable. */
export type SeenAddresses = Partial<Record<Family, string>>;

/** One address WebRTC showed, as a row of the result table. */
export interface ExposedAddress {
  /** As the browser wrote it (an mDNS name stays a name). */
  address: string;
  kind: AddressKind;
  family?: Family;
  /** The candidate types it appeared in (host, srflx, …), in order of arrival. */
  types: string[];
  protocols: string[];
  /**
   * For public addresses: "same" as the api saw in that family, "different",
   * or "unknown" when the api's address in that family is not known.
   */
  comparison?: "same" | "different" | "unknown";
}

export type CouldNotVerifyReason =
  /** No candidate at all: WebRTC is turned off or blocked (browser setting, extension, policy). */
  | "webrtc-blocked"
  /** No RTCPeerConnection in this browser. */
  | "unsupported"
  /** Candidates came but no STUN server answered, so the public address was never asked for. */
  | "no-stun-answer"
  /** The time limit passed before any STUN answer. */
  | "timeout"
  /** Public addresses came but the api's view of this visitor is unknown, so there is nothing to compare with. */
  | "no-reference";

export type Verdict =
  | { status: "leak"; addresses: ExposedAddress[] }
  | { status: "no-leak"; addresses: ExposedAddress[] }
  | { status: "could-not-verify"; reason: CouldNotVerifyReason; addresses: ExposedAddress[] };

/**
 * The addresses the candidates reveal: each candidate's own address, except a
 * relay's (that is the TURN server's), and the related address (raddr: the
 * host behind a srflx, the mapped address behind a relay), unless it is the
 * 0.0.0.0 / :: placeholder browsers write when they hide it.
 */
export function exposedAddresses(candidates: readonly IceCandidate[]): ExposedAddress[] {
  const rows = new Map<string, ExposedAddress>();
  const add = (address: string, candidate: IceCandidate) => {
    const classified = classifyAddress(address);
    if (classified.kind === "invalid") return;
    if (classified.kind === "reserved" && /^(0\.0\.0\.0|::)$/.test(classified.normalized)) return;
    const key = classified.normalized.toLowerCase();
    const row = rows.get(key) ?? {
      address,
      kind: classified.kind,
      ...(classified.family ? { family: classified.family } : {}),
      types: [],
      protocols: [],
    };
    if (!row.types.includes(candidate.type)) row.types.push(candidate.type);
    if (!row.protocols.includes(candidate.protocol)) row.protocols.push(candidate.protocol);
    rows.set(key, row);
  };
  for (const candidate of candidates) {
    if (candidate.type !== "relay") add(candidate.address, candidate);
    if (candidate.relatedAddress) add(candidate.relatedAddress, candidate);
  }
  return [...rows.values()];
}

/**
 * The verdict of the leak test:
 * - leak: WebRTC shows a public address that is not the one the api saw in
 *   that family (or a family the api did not see at all): a website can learn
 *   an address that the HTTP connection, the one a VPN carries, does not show;
 * - no leak: a STUN server answered (so WebRTC was asked for the public
 *   address) and every public address it showed is the one the api saw;
 *   private, loopback, link-local and masked addresses say nothing about
 *   where a person is on the internet;
 * - could not verify, with the reason, otherwise.
 */
export function judge(input: {
  outcome: GatherOutcome;
  candidates: readonly IceCandidate[];
  seen: SeenAddresses;
}): Verdict {
  const { outcome, candidates, seen } = input;
  if (outcome === "unsupported") {
    return { status: "could-not-verify", reason: "unsupported", addresses: [] };
  }
  const noReference = seen.ipv4 === undefined && seen.ipv6 === undefined;
  const addresses = exposedAddresses(candidates).map((row): ExposedAddress => {
    if (row.kind !== "public" || !row.family) return row;
    const reference = seen[row.family];
    if (reference === undefined) return { ...row, comparison: "unknown" };
    const same = classifyAddress(reference).normalized === classifyAddress(row.address).normalized;
    return { ...row, comparison: same ? "same" : "different" };
  });
  const publicRows = addresses.filter((row) => row.kind === "public");
  if (publicRows.length > 0 && noReference) {
    return { status: "could-not-verify", reason: "no-reference", addresses };
  }
  if (publicRows.some((row) => row.comparison !== "same")) return { status: "leak", addresses };
  if (candidates.length === 0) {
    return {
      status: "could-not-verify",
      reason: outcome === "timeout" ? "timeout" : "webrtc-blocked",
      addresses,
    };
  }
  const stunAnswered = candidates.some((c) => c.type === "srflx" || c.type === "prflx");
  if (!stunAnswered && publicRows.length === 0) {
    return {
      status: "could-not-verify",
      reason: outcome === "timeout" ? "timeout" : "no-stun-answer",
      addresses,
    };
  }
  return { status: "no-leak", addresses };
}
