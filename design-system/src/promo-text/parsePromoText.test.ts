import { describe, expect, it } from "vitest";
import { type PromoNode, parsePromoText, promoTextToPlain } from "./parsePromoText";
import { pickPromoText, resolvePromoText } from "./resolvePromoText";

const text = (value: string): PromoNode => ({ type: "text", value });

describe("given well-formed promotion markup", () => {
  it("should parse tones, text and placeholders into a tree", () => {
    expect(parsePromoText("[accent]Save @(0)%[/accent] today")).toEqual([
      {
        type: "tone",
        tone: "accent",
        children: [text("Save "), { type: "placeholder", index: 0, raw: "@(0)" }, text("%")],
      },
      text(" today"),
    ]);
  });

  it("should nest tones", () => {
    expect(parsePromoText("[accent]a[strong]b[/strong][/accent]")).toEqual([
      {
        type: "tone",
        tone: "accent",
        children: [text("a"), { type: "tone", tone: "strong", children: [text("b")] }],
      },
    ]);
  });

  it("should give back plain text without markup", () => {
    expect(promoTextToPlain(parsePromoText("[muted]Only[/muted] [strong]today[/strong]"))).toBe(
      "Only today",
    );
  });
});

describe("given hostile or broken markup", () => {
  it.each([
    ["an unknown tone", "[blink]x[/blink]"],
    ["an upper-case tone", "[ACCENT]x[/ACCENT]"],
    ["a colour attribute", "[color=#f00]x[/color]"],
    ["a closing tag alone", "x[/accent]"],
    ["HTML", '<b onclick="alert(1)">x</b>'],
    ["a script", "<script>alert(document.cookie)</script>"],
    ["an entity", "&lt;b&gt; &amp;"],
    ["brackets and malformed placeholders", "[1] [] [ accent] @() @(x) @(-1) @ (1)"],
  ])("should keep %s as text", (_, input) => {
    const nodes = parsePromoText(input);
    expect(promoTextToPlain(nodes)).toBe(input);
    expect(nodes.every((node) => node.type === "text")).toBe(true);
  });

  it("should treat the tag inside [[accent] as a real tag after a literal bracket", () => {
    expect(parsePromoText("[[accent]x")).toEqual([
      text("["),
      { type: "tone", tone: "accent", children: [text("x")] },
    ]);
  });

  it("should run an unclosed tone to the end of the text", () => {
    expect(parsePromoText("a[accent]b")).toEqual([
      text("a"),
      { type: "tone", tone: "accent", children: [text("b")] },
    ]);
  });

  it("should close inner tones with their outer one on a mismatched close", () => {
    expect(parsePromoText("[accent]a[strong]b[/accent]c[/strong]")).toEqual([
      {
        type: "tone",
        tone: "accent",
        children: [text("a"), { type: "tone", tone: "strong", children: [text("b")] }],
      },
      text("c[/strong]"),
    ]);
  });

  it("should show tags nested deeper than four as text", () => {
    const nodes = parsePromoText("[muted][accent][strong][highlight][danger]deep");
    let node = nodes[0];
    for (let depth = 1; depth < 4; depth++) node = node?.type === "tone" ? node.children[0] : node;
    expect(node).toEqual({ type: "tone", tone: "highlight", children: [text("[danger]deep")] });
  });

  it("should keep a placeholder index too large for a safe integer as text", () => {
    expect(parsePromoText("@(99999999999999999999)")).toEqual([text("@(99999999999999999999)")]);
  });

  it("should parse a very long text in linear time", () => {
    const long = "[accent]x[/accent] @(0) <b> ".repeat(20_000);
    const started = performance.now();
    const nodes = parsePromoText(long);
    // A quadratic parser would take minutes on 560,000 characters; the bound is loose for busy machines.
    expect(performance.now() - started).toBeLessThan(5000);
    expect(nodes.length).toBeGreaterThan(20_000);
  });
});

describe("given a locale map (SPEC.md §3: default fallback)", () => {
  const l10n = { default: "Default", de: "Deutsch", pt: "Português", fr: "", ru: 42 };

  it.each([
    ["de", "Deutsch"],
    ["pt-BR", "Português"],
    ["ja", "Default"],
    ["fr", "Default"],
    ["ru", "Default"],
    ["__proto__", "Default"],
  ])("should pick %s → %s", (locale, expected) => {
    expect(pickPromoText(l10n, locale)).toBe(expected);
  });

  it("should use another default key when asked", () => {
    expect(pickPromoText({ en: "English" }, "ja", "en")).toBe("English");
  });

  it("should give nothing when no entry fits", () => {
    expect(resolvePromoText({}, "en")).toEqual([]);
  });

  it("should fill placeholders after parsing, so a value cannot add markup", () => {
    const nodes = resolvePromoText({ default: "[accent]@(0)[/accent]" }, "en", "default", [
      "[danger]x[/danger]",
    ]);
    expect(nodes).toEqual([
      { type: "tone", tone: "accent", children: [{ type: "value", value: "[danger]x[/danger]" }] },
    ]);
  });

  it.each([
    ["en", 1234567.5, "1,234,567.5"],
    ["de", 1234567.5, "1.234.567,5"],
    ["ar", 59, "59"],
    ["en", 1e21, "1,000,000,000,000,000,000,000"],
  ])("should format a number in %s: %d → %s", (locale, value, expected) => {
    expect(
      promoTextToPlain(resolvePromoText({ default: "@(0)" }, locale, "default", [value])),
    ).toBe(expected);
  });

  it.each([
    ["out of range", "@(1)", [59]],
    ["huge", "@(999999999999)", [59]],
    ["not a number", "@(0)", [Number.NaN]],
    ["infinite", "@(0)", [Number.POSITIVE_INFINITY]],
  ])("should leave a placeholder that is %s visible", (_, markup, values) => {
    expect(promoTextToPlain(resolvePromoText({ default: markup }, "en", "default", values))).toBe(
      markup,
    );
  });

  it("should survive a locale Intl rejects", () => {
    expect(
      promoTextToPlain(resolvePromoText({ default: "@(0)" }, "not a locale!", "default", [5])),
    ).toBe("5");
  });
});
