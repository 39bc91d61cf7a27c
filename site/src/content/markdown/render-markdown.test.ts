import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ContentError, readContent, splitFrontMatter } from "./read-content";
import { countWords, renderMarkdown } from "./render-markdown";

describe("renderMarkdown", () => {
  it("given ## and ### headings, should give them ids and list them for the table of contents", () => {
    const { html, headings } = renderMarkdown(
      "## What a VPN does\n\ntext\n\n### On *public* Wi-Fi\n",
      {
        prefix: null,
      },
    );
    expect(html).toContain('<h2 id="what-a-vpn-does">What a VPN does</h2>');
    expect(headings).toEqual([
      { id: "what-a-vpn-does", text: "What a VPN does", depth: 2 },
      { id: "on-public-wi-fi", text: "On public Wi-Fi", depth: 3 },
    ]);
  });

  it("given two headings with the same text, should keep their ids unique", () => {
    const { headings } = renderMarkdown("## FAQ\n\n## FAQ\n", { prefix: null });
    expect(headings.map((h) => h.id)).toEqual(["faq", "faq-1"]);
  });

  it("given a site link on a prefixed page, should keep the reader in the page's language", () => {
    const { html } = renderMarkdown("[Plans](/pricing) and [home](/)", { prefix: "de" });
    expect(html).toContain('<a href="/de/pricing">Plans</a>');
    expect(html).toContain('<a href="/de">home</a>');
  });

  it("given an external link the site opted into, should send no referrer", () => {
    const { html } = renderMarkdown("[RFC](https://www.rfc-editor.org/rfc/rfc8489)", {
      prefix: null,
      allowedOrigins: ["https://www.rfc-editor.org"],
    });
    expect(html).toContain('rel="noopener noreferrer"');
    expect(
      renderMarkdown("[App Store](https://apps.apple.com/app/x)", { prefix: null }).html,
    ).toContain('href="https://apps.apple.com/app/x"');
  });

  it.each([
    ["an unlisted site", "[deal](https://evil.example/offer)", /external URL/],
    ["a bare URL", "See https://evil.example/offer now", /external URL/],
    ["an autolink", "<https://evil.example/offer>", /external URL/],
    ["a protocol-relative link", "[x](//evil.example/x)", /external URL/],
    ["a javascript: link", "[x](javascript:alert(1))", /dangerous protocol/],
    ["a data: link", "[x](data:text/html,hi)", /dangerous protocol/],
    ["an HTML link", '<a href="https://evil.example">x</a>', /external URL/],
    ["an HTML javascript: link", "<p><a href='javascript:alert(1)'>x</a></p>", /dangerous/],
  ])(
    "given %s (SPEC.md §2: no external URL without opt-in), should fail the build naming it",
    (_, source, error) => {
      expect(() => renderMarkdown(source, { prefix: null })).toThrow(error);
    },
  );

  it("given Japanese text, should count each kana or kanji as a word", () => {
    expect(countWords("VPNは通信を暗号化します")).toBe(1 + 10);
    expect(countWords("Ein VPN verschlüsselt — alles.")).toBe(4);
  });
});

describe("readContent", () => {
  it("given a file that does not exist, should name it", () => {
    expect(() => readContent("pages", "xx", "nothing", z.object({}), { prefix: null })).toThrow(
      ContentError,
    );
    expect(() => readContent("pages", "xx", "nothing", z.object({}), { prefix: null })).toThrow(
      "content/pages/xx/nothing.md: missing",
    );
  });

  it("given front matter, should split it from the body", () => {
    expect(splitFrontMatter("---\ntitle: A\ntags: [x, y]\n---\n# Body\n")).toEqual({
      frontMatter: { title: "A", tags: ["x", "y"] },
      body: "# Body\n",
    });
  });
});
