import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  PROMO_MAX_DEPTH,
  PROMO_TONES,
  type PromoNode,
  parsePromoText,
  promoTextToPlain,
} from "./parsePromoText";

/** Issue #19: remote config is hostile input; the parser's promises hold for any text. */
const depthOf = (nodes: readonly PromoNode[]): number =>
  Math.max(0, ...nodes.map((node) => (node.type === "tone" ? 1 + depthOf(node.children) : 0)));

const markupPiece = fc.oneof(
  fc.string({ unit: "binary", maxLength: 8 }),
  fc.constantFrom(...PROMO_TONES).map((tone) => `[${tone}]`),
  fc.constantFrom(...PROMO_TONES).map((tone) => `[/${tone}]`),
  fc.nat(20).map((n) => `@(${n})`),
  fc.constantFrom("[", "]", "@(", "<script>", "[color]", "@(99999999999999999999)"),
);
const markup = fc.array(markupPiece, { maxLength: 30 }).map((pieces) => pieces.join(""));

describe("given any promotion text", () => {
  it("should parse without throwing and never nest deeper than PROMO_MAX_DEPTH", () => {
    fc.assert(
      fc.property(markup, (text) => {
        expect(depthOf(parsePromoText(text))).toBeLessThanOrEqual(PROMO_MAX_DEPTH);
      }),
      { numRuns: 3000 },
    );
  });

  it("should show text without markup exactly as written", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        fc.pre(!text.includes("[") && !text.includes("@("));
        expect(promoTextToPlain(parsePromoText(text))).toBe(text);
      }),
    );
  });

  it("should drop tone tags only, never invent or reorder text", () => {
    const toneTag = new RegExp(`\\[/?(?:${PROMO_TONES.join("|")})\\]`, "g");
    const textOnly = fc.array(
      fc.oneof(
        fc.stringMatching(/^[^[@]{0,8}$/),
        fc.constantFrom(...PROMO_TONES).map((tone) => `[${tone}]`),
        fc.constantFrom(...PROMO_TONES).map((tone) => `[/${tone}]`),
      ),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(textOnly, (pieces) => {
        const text = pieces.join("");
        const plain = promoTextToPlain(parsePromoText(text));
        // Tags left as text (unmatched closes, too deep) may stay; all else is the input's text in order.
        expect(plain.replace(toneTag, "")).toBe(text.replace(toneTag, ""));
      }),
      { numRuns: 2000 },
    );
  });
});
