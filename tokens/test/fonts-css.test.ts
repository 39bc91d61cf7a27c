import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTokenOutputs } from "../scripts/lib/build-token-outputs";
import { fontPackages, japanesePlaceholderFile } from "../scripts/lib/emit-fonts-css";
import { japaneseLanguageName, scriptFontFiles } from "../scripts/lib/emit-script-fonts-css";
import { parseUnicodeRange, subtractRanges } from "../scripts/lib/unicode-ranges";
import { parseCssBlocks, withoutComments } from "./support/css-blocks";

const require = createRequire(import.meta.url);

let fontsCss: string;
let outputs: ReturnType<typeof buildTokenOutputs>;
let sans: string | undefined;
beforeAll(() => {
  outputs = buildTokenOutputs();
  fontsCss = outputs.fontsCss;
  sans = outputs.tokenSet.byBrand.master?.find((token) => token.name === "font.family.sans")
    ?.value as string | undefined;
});

describe("given the built fonts.css", () => {
  it("should import Inter, Noto Sans Arabic and Noto Sans JP before any rule", () => {
    const imports = [...withoutComments(fontsCss).matchAll(/@import "([^"]+)";/g)].map(
      (match) => match[1],
    );
    expect(imports).toEqual([
      "@fontsource-variable/inter",
      "@fontsource-variable/noto-sans-arabic",
      "@fontsource-variable/noto-sans-jp",
    ]);
    expect(withoutComments(fontsCss).trimStart().startsWith("@import")).toBe(true);
  });

  it("should import packages that resolve, each loading by unicode range", () => {
    for (const name of fontPackages) {
      const css = readFileSync(require.resolve(name), "utf8");
      expect(css, name).toContain("unicode-range");
      expect(css, name).toContain("font-display: swap");
    }
  });

  it("should declare a metric-adjusted Inter fallback limited to Inter's scripts", () => {
    const faces = parseCssBlocks(fontsCss).filter(
      (block) =>
        block.selectors[0] === "@font-face" &&
        block.declarations.get("font-family") === '"Inter Fallback"',
    );
    expect(faces.map((face) => face.declarations.get("src")?.split(",")[0])).toEqual([
      'local("Arial")',
      'local("Arial Bold")',
    ]);
    for (const face of faces) {
      expect(face.declarations.get("font-family")).toBe('"Inter Fallback"');
      expect(face.declarations.get("size-adjust")).toBe("107.4%");
      // Latin is in the range, Arabic (U+0600) is not: Arial must not catch Arabic before Noto Sans Arabic.
      const ranges = parseUnicodeRange(face.declarations.get("unicode-range") ?? "");
      expect(subtractRanges([[0x0000, 0x00ff]], ranges)).toEqual([]);
      expect(subtractRanges([[0x0600, 0x06ff]], ranges)).toEqual([[0x0600, 0x06ff]]);
    }
  });

  it("should list the faces in the sans stack in script order, ending with the system's own face", () => {
    expect(sans).toEqual([
      "Inter Variable",
      "Inter Fallback",
      "Noto Sans Arabic Variable",
      "Noto Sans Arabic Fallback",
      "Japanese Local",
      "Noto Sans JP Variable",
      "Noto Sans JP Fallback",
      // No sans-serif after it (font.json): each size and weight of a generic
      // sans-serif face is a synchronous call to the browser in Chromium on Linux.
      "system-ui",
    ]);
  });
});

const faceFamilies = (css: string) =>
  parseCssBlocks(css)
    .filter((block) => block.selectors[0] === "@font-face")
    .map((block) => block.declarations.get("font-family")?.replace(/['"]/g, ""));

describe("given the per-script font sheets (issue #14)", () => {
  it("should give Latin pages Inter's Latin and Latin Extended faces, the Inter fallback and the name 日本語 only", () => {
    // Each of the two faces in two: the core face every page waits for, and the rest (latin-core-face.test.ts).
    expect(faceFamilies(outputs.fontsLatinCss)).toEqual([
      "Inter Variable",
      "Inter Variable",
      "Inter Variable",
      "Inter Variable",
      "Inter Fallback",
      "Inter Fallback",
      "Noto Sans JP Variable",
      "Noto Sans JP Variable",
      "Noto Sans JP Variable",
    ]);
    expect(outputs.fontsLatinCss).toContain("./fonts/inter-latin-core-wght-normal.woff2");
    expect(outputs.fontsLatinCss).toContain("./fonts/inter-latin-wght-normal.woff2");
    expect(outputs.fontsLatinCss).toContain("./fonts/inter-latin-ext-wght-normal.woff2");
    expect(outputs.fontsLatinCss).not.toMatch(/cyrillic|greek|vietnamese|Noto Sans Arabic/);
  });

  it("should draw the language menu's 日本語 on every page, three characters and nothing else of Japanese (issue #38)", () => {
    // On a device without a Japanese face, a page in another language showed □□□ there.
    const names = parseCssBlocks(outputs.fontsLatinCss).filter(
      (block) => block.declarations.get("font-family") === "'Noto Sans JP Variable'",
    );
    expect(names.map((face) => face.declarations.get("unicode-range"))).toEqual([
      "U+65E5",
      "U+672C",
      "U+8A9E",
    ]);
    expect([...japaneseLanguageName].map((c) => c.codePointAt(0)?.toString(16))).toEqual([
      "65e5",
      "672c",
      "8a9e",
    ]);
    for (const face of names) {
      expect(face.declarations.get("src")).toMatch(
        /url\(\.\/fonts\/noto-sans-jp-[0-9a-f]+-name-wght-normal\.woff2\)/,
      );
      expect(face.declarations.get("font-display")).toBe("swap");
    }
  });

  it("should keep Cyrillic, Arabic and Japanese each in a sheet of their own", () => {
    expect(outputs.fontsCyrillicCss).toMatch(/inter-cyrillic-wght-normal/);
    expect(outputs.fontsCyrillicCss).not.toMatch(/inter-latin/);
    expect(new Set(faceFamilies(outputs.fontsArabicCss))).toEqual(
      new Set(["Noto Sans Arabic Variable", "Noto Sans Arabic Fallback"]),
    );
    expect(outputs.fontsJapaneseCss).toContain('@import "@fontsource-variable/noto-sans-jp";');
    expect(faceFamilies(outputs.fontsJapaneseCss)).toEqual([
      "Japanese Local",
      "Japanese Local",
      "Noto Sans JP Fallback",
    ]);
  });

  it("should split the Japanese sheet in the part the first paint needs and the web font's slices", () => {
    // The local and fallback faces are small enough to block the first paint;
    // the ~120 slices' rules are not (issue #14, LCP on /ja), and a page loads them after it.
    expect(faceFamilies(outputs.fontsJapaneseLocalCss)).toEqual([
      "Japanese Local",
      "Japanese Local",
      "Noto Sans JP Fallback",
    ]);
    // No web font: only the placeholder's file, a few hundred bytes (placeholder-face.test.ts).
    expect(outputs.fontsJapaneseLocalCss).not.toMatch(/@import/);
    expect([...outputs.fontsJapaneseLocalCss.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1])).toEqual(
      [`./fonts/${japanesePlaceholderFile}`],
    );
    expect(faceFamilies(outputs.fontsJapaneseWebCss)).toEqual([]);
    expect(outputs.fontsJapaneseWebCss).toContain('@import "@fontsource-variable/noto-sans-jp";');
    // Together they are the whole sheet, for whoever links fonts-japanese.css alone.
    const rules = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, "").trim();
    expect(rules(outputs.fontsJapaneseCss)).toBe(
      `${rules(outputs.fontsJapaneseWebCss)}\n\n${rules(outputs.fontsJapaneseLocalCss)}`,
    );
  });

  it("given a device with a Japanese face of its own, should draw Japanese with it, each weight from its own face", () => {
    // Issue #34: an iPhone (Hiragino) or a Windows PC (Yu Gothic, Meiryo)
    // fetched the web font's slices, 650 KB on /ja, because only Noto was named.
    const local = parseCssBlocks(outputs.fontsJapaneseCss).filter(
      (block) => block.declarations.get("font-family") === '"Japanese Local"',
    );
    expect(local.map((face) => face.declarations.get("font-weight"))).toEqual([
      "100 549",
      "550 900",
    ]);
    const names = (src: string) => [...src.matchAll(/local\("([^"]+)"\)/g)].map((m) => m[1] ?? "");
    const [regular = [], bold = []] = local.map((face) =>
      names(face.declarations.get("src") ?? ""),
    );
    // The web font's own design first where the device has it (Android, Linux),
    // then Apple's and Windows' faces, each weight by its full and PostScript names.
    const firstOf = (list: string[], pattern: RegExp) =>
      list.findIndex((name) => pattern.test(name));
    for (const [list, weight] of [
      [regular, /Regular|W3|Medium|^Noto Sans CJK JP$|^Meiryo$/],
      [bold, /Bold|W6/],
    ] as const) {
      expect(list.every((name) => weight.test(name))).toBe(true);
      const order = [/Noto/, /Hiragino|HiraKaku/, /Yu ?Gothic/, /Meiryo/].map((p) =>
        firstOf([...list], p),
      );
      expect(order.every((at) => at >= 0)).toBe(true);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
    expect(regular).toEqual(
      expect.arrayContaining([
        "NotoSansCJKjp-Regular",
        "HiraginoSans-W3",
        "YuGothic-Medium",
        "Meiryo",
      ]),
    );
    expect(bold).toEqual(
      expect.arrayContaining([
        "NotoSansCJKjp-Bold",
        "HiraginoSans-W6",
        "YuGothic-Bold",
        "Meiryo-Bold",
      ]),
    );
    for (const face of local) {
      expect(face.declarations.get("src")).not.toMatch(/url\(/);
      // Noto Sans JP's vertical metrics whichever face draws: line boxes do not change.
      expect(face.declarations.get("ascent-override")).toBe("116%");
      expect(face.declarations.get("descent-override")).toBe("28.8%");
      expect(face.declarations.get("unicode-range")).toContain("U+3000-30FF");
    }
    // Not in the all-scripts sheet: Storybook and its visual baselines draw the web font on every machine.
    expect(faceFamilies(fontsCss)).not.toContain("Japanese Local");
    // Ahead of the web font, so its ~120 slices are fetched only where the device has no Japanese face.
    expect(sans?.indexOf("Japanese Local")).toBe((sans?.indexOf("Noto Sans JP Variable") ?? 0) - 1);
  });

  it("should swap every web face in, and name only files the build copies beside the sheets", () => {
    const copied = scriptFontFiles().map((file) => file.name);
    for (const css of [outputs.fontsLatinCss, outputs.fontsCyrillicCss, outputs.fontsArabicCss]) {
      const named = [...css.matchAll(/url\(\.\/fonts\/([^)]+)\)/g)].map((match) => match[1]);
      expect(named.length).toBeGreaterThan(0);
      expect(copied).toEqual(expect.arrayContaining(named));
      const webFaces = parseCssBlocks(css).filter((block) =>
        block.declarations.has("font-display"),
      );
      for (const face of webFaces) expect(face.declarations.get("font-display")).toBe("swap");
    }
  });

  it("should give the Arabic and Japanese fallbacks their web font's ascent and descent", () => {
    const face = (css: string, family: string) =>
      parseCssBlocks(css).find((block) => block.declarations.get("font-family") === `"${family}"`)
        ?.declarations;
    const arabic = face(outputs.fontsArabicCss, "Noto Sans Arabic Fallback");
    expect([arabic?.get("ascent-override"), arabic?.get("descent-override")]).toEqual([
      "137.4%",
      "73.8%",
    ]);
    expect(arabic?.get("unicode-range")).toContain("U+0600-06FF");
    // Japanese: a blank placeholder of the web font's metrics (placeholder-face.test.ts), after the web font.
    const japanese = face(outputs.fontsJapaneseCss, "Noto Sans JP Fallback");
    expect(japanese?.get("src")).toBe(`url(./fonts/${japanesePlaceholderFile}) format("woff2")`);
    expect(sans?.indexOf("Noto Sans JP Fallback")).toBe(
      (sans?.indexOf("Noto Sans JP Variable") ?? 0) + 1,
    );
  });
});
