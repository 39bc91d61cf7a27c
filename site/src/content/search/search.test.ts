import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { highlight, snippet } from "./highlight";
import { runSearch } from "./run-search";
import { SEARCH_OPTIONS, type SearchDocument } from "./search-options";
import { tokenize } from "./tokenize";

const marked = (parts: { text: string; hit: boolean }[]) =>
  parts.filter((part) => part.hit).map((part) => part.text);

describe("given the blog search's tokenizer (issue #17: ja, ar, ru)", () => {
  it("should split Latin text at punctuation and fold case", () => {
    expect(tokenize("Public Wi-Fi: what's SAFE?")).toEqual([
      "public",
      "wi",
      "fi",
      "what",
      "s",
      "safe",
    ]);
  });

  it("should cut Japanese, which has no spaces, into character pairs", () => {
    expect(tokenize("暗号化")).toEqual(["暗号", "号化"]);
    expect(tokenize("VPNは通信")).toEqual(["vpn", "は通", "通信"]);
    expect(tokenize("鍵")).toEqual(["鍵"]);
  });

  it("should fold Arabic short vowels and alef forms, so a vowelled word finds a plain one", () => {
    expect(tokenize("الخُصُوصِيَّة")).toEqual(tokenize("الخصوصية"));
    expect(tokenize("أمان")).toEqual(["امان"]);
  });

  it("should fold Russian ё and case", () => {
    expect(tokenize("Ещё ЗАЩИТА")).toEqual(["еще", "защита"]);
  });
});

const docs: SearchDocument[] = [
  {
    id: "wifi",
    title: "Public Wi-Fi safety",
    description: "Hotspots and hotels.",
    tags: "Wi-Fi Travel",
    text: "A captive portal asks you to accept terms before you connect.",
    category: "security",
    date: "2026-01-01",
  },
  {
    id: "dns",
    title: "DNS leaks",
    description: "Names outside the tunnel.",
    tags: "DNS Leaks",
    text: "A resolver answers every lookup; a captive portal is not involved here. Wi-Fi is mentioned once.",
    category: "security",
    date: "2026-02-01",
  },
  {
    id: "ja",
    title: "暗号化の基本",
    description: "通信を守る",
    tags: "暗号化",
    text: "VPNは通信を暗号化します。",
    category: "privacy",
    date: "2026-03-01",
  },
];

function engine() {
  const search = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
  search.addAll(docs);
  // As in the browser: the build's JSON, loaded back.
  return MiniSearch.loadJSON<SearchDocument>(JSON.stringify(search), SEARCH_OPTIONS);
}

describe("given a search over one locale's index", () => {
  it("should rank an article whose title matches above one that only mentions the word", () => {
    expect(runSearch(engine(), "wi-fi").map((hit) => hit.id)).toEqual(["wifi", "dns"]);
  });

  it("should find a word of the body, by prefix and despite a typo", () => {
    expect(runSearch(engine(), "resolv").map((hit) => hit.id)).toEqual(["dns"]);
    expect(runSearch(engine(), "captve portal").map((hit) => hit.id)).toContain("wifi");
  });

  it("should find Japanese inside a sentence", () => {
    expect(runSearch(engine(), "暗号化").map((hit) => hit.id)).toEqual(["ja"]);
  });

  it("should fall back to any word when no article has them all, and find nothing for nonsense", () => {
    expect(
      runSearch(engine(), "resolver hotspots")
        .map((hit) => hit.id)
        .sort(),
    ).toEqual(["dns", "wifi"]);
    expect(runSearch(engine(), "zzzzqqq")).toEqual([]);
    expect(runSearch(engine(), "   ")).toEqual([]);
  });
});

describe("given a hit's text", () => {
  it("should mark the matched words, keeping the original spelling", () => {
    expect(marked(highlight("Public Wi-Fi is PUBLIC.", new Set(["public"])))).toEqual([
      "Public",
      "PUBLIC",
    ]);
  });

  it("should mark only the characters of a matched pair in Japanese", () => {
    expect(marked(highlight("VPNは通信を暗号化します。", new Set(["暗号", "号化"])))).toEqual([
      "暗号化",
    ]);
  });

  it("should mark a vowelled Arabic word found by its plain form", () => {
    expect(marked(highlight("عن الخُصُوصِيَّة", new Set(tokenize("الخصوصية"))))).toEqual(["الخُصُوصِيَّة"]);
  });

  it("should cut a long text around its first match, with ellipses", () => {
    const text = `${"word ".repeat(100)}needle ${"tail ".repeat(100)}`;
    const parts = snippet(text, new Set(["needle"]), 40);
    const joined = parts.map((part) => part.text).join("");
    expect(joined.startsWith("… ")).toBe(true);
    expect(joined.endsWith(" …")).toBe(true);
    expect(marked(parts)).toEqual(["needle"]);
    expect(joined.length).toBeLessThan(140);
  });
});
