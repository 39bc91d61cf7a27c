import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { gatherCandidates, type PeerConnectionLike } from "./gather";

function fakeConnection() {
  const connection: PeerConnectionLike & { closed: boolean; emit(line: string | null): void } = {
    iceGatheringState: "new",
    onicecandidate: null,
    onicegatheringstatechange: null,
    closed: false,
    createDataChannel: () => ({}),
    createOffer: async () => ({ type: "offer", sdp: "v=0" }),
    setLocalDescription: async () => undefined,
    close() {
      this.closed = true;
    },
    emit(line) {
      this.onicecandidate?.({ candidate: line === null ? null : { candidate: line } });
    },
  };
  return connection;
}

describe("given the browser gathers ICE candidates (issue #15: until complete or a time limit)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("should collect candidates until the end-of-candidates event, then close the connection", async () => {
    const connection = fakeConnection();
    const result = gatherCandidates({
      stunUrls: ["stun:127.0.0.1:3478"],
      createPeerConnection: () => connection,
    });
    await vi.advanceTimersByTimeAsync(0);
    connection.emit("candidate:1 1 udp 2113937151 f00d.local 50000 typ host");
    connection.emit("not a candidate");
    connection.emit(null);
    await expect(result).resolves.toMatchObject({
      outcome: "complete",
      candidates: [{ address: "f00d.local", type: "host" }],
    });
    expect(connection.closed).toBe(true);
  });

  it("should stop at the time limit with what arrived", async () => {
    const connection = fakeConnection();
    const result = gatherCandidates({
      stunUrls: [],
      timeoutMs: 5_000,
      createPeerConnection: () => connection,
    });
    await vi.advanceTimersByTimeAsync(4_999);
    connection.emit("candidate:1 1 udp 2113937151 f00d.local 50000 typ host");
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toMatchObject({ outcome: "timeout", candidates: [{}] });
  });

  it("should report WebRTC unsupported when the connection cannot be made", async () => {
    await expect(
      gatherCandidates({
        stunUrls: [],
        createPeerConnection: () => {
          throw new Error("disabled");
        },
      }),
    ).resolves.toEqual({ outcome: "unsupported", candidates: [] });
  });
});
