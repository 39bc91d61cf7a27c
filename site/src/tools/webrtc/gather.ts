import { type CandidateFields, candidateFromEvent, type IceCandidate } from "./candidate";
import type { GatherOutcome } from "./verdict";

/** Long enough for a STUN round trip on a slow mobile network, short enough that nobody waits on a blocked one. */
export const GATHER_TIMEOUT_MS = 5_000;

/** The parts of RTCPeerConnection the test uses, so tests can hand in a fake. */
export interface PeerConnectionLike {
  iceGatheringState: string;
  onicecandidate: ((event: { candidate: CandidateFields | null }) => void) | null;
  onicegatheringstatechange: (() => void) | null;
  createDataChannel(label: string): unknown;
  createOffer(): Promise<{ type: string; sdp?: string }>;
  setLocalDescription(description: { type: string; sdp?: string }): Promise<void>;
  close(): void;
}

export interface GatherOptions {
  /** stun: URLs (RFC 7064). */
  stunUrls: readonly string[];
  timeoutMs?: number;
  /** Defaults to the browser's RTCPeerConnection; undefined there means WebRTC is unsupported. */
  createPeerConnection?: (config: { iceServers: { urls: string[] }[] }) => PeerConnectionLike;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface GatherResult {
  outcome: GatherOutcome;
  candidates: IceCandidate[];
}

function browserPeerConnection(): GatherOptions["createPeerConnection"] {
  const Constructor = (globalThis as { RTCPeerConnection?: new (config: unknown) => unknown })
    .RTCPeerConnection;
  if (typeof Constructor !== "function") return undefined;
  return (config) => new Constructor(config) as PeerConnectionLike;
}

/**
 * Asks the browser for its ICE candidates: a data channel gives the offer
 * something to negotiate (no camera or microphone, so no permission prompt),
 * setting it as the local description starts gathering against the STUN
 * servers. Ends at "complete" or at the time limit, whichever comes first,
 * and always closes the connection.
 */
export function gatherCandidates(options: GatherOptions): Promise<GatherResult> {
  const create = options.createPeerConnection ?? browserPeerConnection();
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  if (!create) return Promise.resolve({ outcome: "unsupported", candidates: [] });
  let connection: PeerConnectionLike;
  try {
    connection = create({
      iceServers: options.stunUrls.length > 0 ? [{ urls: [...options.stunUrls] }] : [],
    });
  } catch {
    return Promise.resolve({ outcome: "unsupported", candidates: [] });
  }
  const candidates: IceCandidate[] = [];
  return new Promise<GatherResult>((resolve) => {
    let done = false;
    const finish = (outcome: GatherOutcome) => {
      if (done) return;
      done = true;
      clearTimer(timer);
      connection.onicecandidate = null;
      connection.onicegatheringstatechange = null;
      connection.close();
      resolve({ outcome, candidates });
    };
    const timer = setTimer(() => finish("timeout"), options.timeoutMs ?? GATHER_TIMEOUT_MS);
    connection.onicecandidate = (event) => {
      // A null candidate (or an empty line) is the end-of-candidates signal.
      if (!event.candidate || event.candidate.candidate === "") return finish("complete");
      const candidate = candidateFromEvent(event.candidate);
      if (candidate) candidates.push(candidate);
    };
    connection.onicegatheringstatechange = () => {
      if (connection.iceGatheringState === "complete") finish("complete");
    };
    try {
      connection.createDataChannel("leak-test");
      connection
        .createOffer()
        .then((offer) => connection.setLocalDescription(offer))
        .catch(() => finish("unsupported"));
    } catch {
      finish("unsupported");
    }
  });
}
