import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTokenOutputs } from "../scripts/lib/build-token-outputs";
import { fontPackages } from "../scripts/lib/emit-fonts-css";
import { parseCssBlocks, withoutComments } from "./support/css-blocks";

const require = createRequire(import.meta.url);

let fontsCss: string;
let sans: string | undefined;
beforeAll(() => {
  const outputs = buildTokenOutputs();
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
    const faces = parseCssBlocks(fontsCss).filter((block) => block.selectors[0] === "@font-face");
    expect(faces.map((face) => face.declarations.get("src")?.split(",")[0])).toEqual([
      'local("Arial")',
      'local("Arial Bold")',
    ]);
    for (const face of faces) {
      expect(face.declarations.get("font-family")).toBe('"Inter Fallback"');
      expect(face.declarations.get("size-adjust")).toBe("107.4%");
      // Latin is in the range, Arabic (U+0600) is not: Arial must not catch Arabic before Noto Sans Arabic.
      expect(face.declarations.get("unicode-range")).toContain("U+0000-00FF");
      expect(face.declarations.get("unicode-range")).not.toContain("U+0600");
    }
  });

  it("should list the faces in the sans stack in script order, ending with system fallbacks", () => {
    expect(sans).toEqual([
      "Inter Variable",
      "Inter Fallback",
      "Noto Sans Arabic Variable",
      "Noto Sans JP Variable",
      "system-ui",
      "sans-serif",
    ]);
  });
});
