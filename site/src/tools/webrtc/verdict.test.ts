import { describe, expect, it } from "vitest";
import { type IceCandidate, parseCandidate } from "./candidate";
import { judge } from "./verdict";

const lines = (...text: string[]): IceCandidate[] =>
  text.map((line) => parseCandidate(line)).filter((c): c is IceCandidate => c !== undefined);

const MDNS_HOST = "candidate:1 1 udp 2113937151 f00d.local 50000 typ host";
const SRFLX_PUBLIC =
  "candidate:2 1 udp 1686052607 81.2.69.160 61000 typ srflx raddr 0.0.0.0 rport 0";
const SRFLX_LOOPBACK =
  "candidate:3 1 udp 1686052607 127.0.0.1 61000 typ srflx raddr 0.0.0.0 rport 0";
const HOST_PRIVATE = "candidate:4 1 udp 2122260223 192.168.1.23 54321 typ host";
const SRFLX_V6 =
  "candidate:5 1 udp 1686052863 2a00:1450:4001:80b::200e 49152 typ srflx raddr :: rport 0";

describe("given the candidates WebRTC gathered and the address the api saw (issue #15 verdict)", () => {
  it("should find a leak when a public address differs from the one the api saw", () => {
    const verdict = judge({
      outcome: "complete",
      candidates: lines(MDNS_HOST, SRFLX_PUBLIC),
      seen: { ipv4: "185.10.10.10" },
    });
    expect(verdict.status).toBe("leak");
    expect(verdict.addresses.find((row) => row.kind === "public")?.comparison).toBe("different");
  });

  it("should find no leak when the public address is the one the api saw (the VPN's, or no VPN at all)", () => {
    const verdict = judge({
      outcome: "complete",
      candidates: lines(MDNS_HOST, SRFLX_PUBLIC),
      seen: { ipv4: "81.2.69.160" },
    });
    expect(verdict.status).toBe("no-leak");
  });

  it("should count a public IPv6 address as a leak when the api saw only IPv4", () => {
    expect(
      judge({ outcome: "complete", candidates: lines(SRFLX_V6), seen: { ipv4: "81.2.69.160" } })
        .status,
    ).toBe("leak");
  });

  it("should find no leak when the STUN server answered with a loopback address (a local STUN server)", () => {
    const verdict = judge({
      outcome: "complete",
      candidates: lines(MDNS_HOST, SRFLX_LOOPBACK),
      seen: { ipv4: "127.0.0.1" },
    });
    expect(verdict).toMatchObject({ status: "no-leak" });
    expect(verdict.addresses.map((row) => row.kind)).toEqual(["masked", "loopback"]);
  });

  it("should not count a private host address as a leak of the public address", () => {
    const verdict = judge({
      outcome: "complete",
      candidates: lines(HOST_PRIVATE, SRFLX_PUBLIC),
      seen: { ipv4: "81.2.69.160" },
    });
    expect(verdict.status).toBe("no-leak");
  });

  it.each([
    ["unsupported", [], "unsupported"],
    ["complete", [], "webrtc-blocked"],
    ["timeout", [], "timeout"],
    ["complete", [MDNS_HOST], "no-stun-answer"],
    ["timeout", [MDNS_HOST], "timeout"],
  ] as const)(
    "should say could not verify when gathering ended %s with %j (reason %s)",
    (outcome, text, reason) => {
      expect(
        judge({ outcome, candidates: lines(...text), seen: { ipv4: "81.2.69.160" } }),
      ).toMatchObject({
        status: "could-not-verify",
        reason,
      });
    },
  );

  it("should say could not verify when public addresses came but the api's view is unknown (geo failed, SPEC.md §8)", () => {
    expect(judge({ outcome: "complete", candidates: lines(SRFLX_PUBLIC), seen: {} })).toMatchObject(
      {
        status: "could-not-verify",
        reason: "no-reference",
      },
    );
  });

  it("should ignore the relay server's own address but keep the mapped address behind it", () => {
    const verdict = judge({
      outcome: "complete",
      candidates: lines(
        "candidate:6 1 udp 16777215 81.2.69.200 3478 typ relay raddr 81.2.69.160 rport 61000",
        SRFLX_PUBLIC,
      ),
      seen: { ipv4: "81.2.69.160" },
    });
    expect(verdict.addresses.map((row) => row.address)).toEqual(["81.2.69.160"]);
    expect(verdict.status).toBe("no-leak");
  });
});
