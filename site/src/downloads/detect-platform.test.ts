import { describe, expect, it } from "vitest";
import vectors from "../../test/fixtures/platform-vectors.json";
import { type DetectedDownload, detectPlatform, type PlatformHints } from "./detect-platform";

interface Vector {
  name: string;
  ua: string;
  hints?: PlatformHints;
  expected: DetectedDownload;
}

describe("given a browser's user agent and client hints (SPEC.md §1: the download follows the detected OS; issue #15)", () => {
  it.each((vectors.vectors as Vector[]).map((vector) => [vector.name, vector] as const))(
    "should pick the primary download for %s",
    (_name, vector) => {
      expect(
        detectPlatform({ ua: vector.ua, ...(vector.hints ? { hints: vector.hints } : {}) }),
      ).toEqual(vector.expected);
    },
  );

  it("given client hints that contradict a frozen string, should believe the hints", () => {
    const ua =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    expect(detectPlatform({ ua, hints: { platform: "macOS" } }).product).toBe("mac");
  });
});
