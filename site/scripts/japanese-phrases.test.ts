import type { MessageFormatElement } from "react-intl";
import { describe, expect, it } from "vitest";
import { breakCatalogPhrases, breakPhrases, PHRASE_BREAK } from "./japanese-phrases";

const shown = (text: string) => text.replaceAll(PHRASE_BREAK, "|");

describe("given Japanese text (issue #38)", () => {
  it("should put a zero-width space between BudouX's phrases, and only there", () => {
    const phrased = breakPhrases("サーバーはインターネットとスマートフォン");
    expect(shown(phrased)).toBe("サーバーは|インターネットと|スマートフォン");
    expect(phrased.replaceAll(PHRASE_BREAK, "")).toBe("サーバーはインターネットとスマートフォン");
  });

  it("should give the same text when run twice", () => {
    const once = breakPhrases("あなたのプライバシーを守る");
    expect(breakPhrases(once)).toBe(once);
  });

  it("should leave text without Japanese as it is", () => {
    expect(breakPhrases("Samsung TV, 24/7")).toBe("Samsung TV, 24/7");
  });
});

describe("given a compiled Japanese catalog", () => {
  it("should break the literal text of messages, plural options and tags, and leave arguments alone", () => {
    const catalog = {
      title: [
        { type: 2, value: "count", style: null },
        { type: 0, value: "台まで保護" },
      ],
      plural: [
        {
          type: 6,
          value: "count",
          offset: 0,
          pluralType: "cardinal",
          options: { other: { value: [{ type: 0, value: "閲覧をプライベートに" }] } },
        },
      ],
      tag: [{ type: 8, value: "b", children: [{ type: 0, value: "閲覧をプライベートに" }] }],
    } as unknown as Record<string, MessageFormatElement[]>;
    const phrased = JSON.stringify(breakCatalogPhrases(catalog)).replaceAll(PHRASE_BREAK, "|");
    expect(phrased).toContain('{"type":2,"value":"count","style":null}');
    expect(phrased).toContain('"台まで|保護"');
    expect(phrased.match(/閲覧を\|プライベートに/g)).toHaveLength(2);
  });
});
