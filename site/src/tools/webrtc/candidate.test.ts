import { describe, expect, it } from "vitest";
import { candidateFromEvent, parseCandidate } from "./candidate";
import { CANDIDATE_VECTORS } from "./fixtures/candidate-lines";

describe("given ICE candidate lines (RFC 8839 §5.1; issue #15 leak test)", () => {
  it.each(CANDIDATE_VECTORS)("should read $name into its fields", ({ line, expected }) => {
    expect(parseCandidate(line)).toEqual(expected);
  });

  it("should prefer the fields the browser filled in over the line", () => {
    const candidate = candidateFromEvent({
      candidate: "candidate:1 1 udp 2122260223 10.0.0.2 5000 typ host",
      address: "10.0.0.3",
      type: "host",
      protocol: "udp",
    });
    expect(candidate?.address).toBe("10.0.0.3");
  });

  it("should not take an IP-shaped extension value for the address", () => {
    const candidate = parseCandidate(
      "candidate:1 1 udp 1 abc.local 5000 typ host network-cost 10 x-note 81.2.69.160",
    );
    expect(candidate?.address).toBe("abc.local");
    expect(candidate?.relatedAddress).toBeUndefined();
  });
});
