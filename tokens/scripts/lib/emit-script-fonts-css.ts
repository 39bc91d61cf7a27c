import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename } from "node:path";
import { fallbackFaces } from "./emit-fonts-css";
import { generatedNotice } from "./generated-header";

/**
 * One stylesheet per script (issue #14): a page links only the faces its
 * language needs, so an English page's render-blocking CSS carries two Inter
 * faces instead of 138 rules. The woff2 files these sheets name are copied
 * next to them (dist/fonts/), so the sheets work from any bundler that
 * resolves relative url()s and a page can preload the same file
 * (`@mvpn/tokens/fonts/<file>`). Japanese keeps the package import: its ~120
 * slices are many files and no single one is worth preloading.
 */
export type ScriptSheet = "latin" | "cyrillic" | "arabic" | "japanese";

/** Where the copied woff2 files go, relative to the package root. */
export const fontFilesDirectory = "dist/fonts";

type Face = { subset: string; css: string; file: string };

const require = createRequire(import.meta.url);

/** The package's own @font-face rules, one per unicode-range subset, each with the file it names. */
function packageFaces(packageName: string): Face[] {
  const css = readFileSync(require.resolve(`${packageName}/index.css`), "utf8");
  const prefix = `${packageName.replace("@fontsource-variable/", "")}-`;
  return [...css.matchAll(/\/\* ([\w-]+) \*\/\s*(@font-face \{[^}]*\})/g)].map((match) => {
    const name = match[1] as string;
    const rule = match[2] as string;
    const url = /url\(\.\/files\/([^)]+)\)/.exec(rule)?.[1];
    if (!url) throw new Error(`${packageName}: no url() in the face ${name}`);
    const subset = name.replace(prefix, "").replace(/-wght-normal$/, "");
    return { subset, file: url, css: rule.replace(`./files/${url}`, `./fonts/${url}`) };
  });
}

function facesOf(packageName: string, subsets: readonly string[]): Face[] {
  const faces = packageFaces(packageName).filter((face) => subsets.includes(face.subset));
  const missing = subsets.filter((subset) => !faces.some((face) => face.subset === subset));
  if (missing.length > 0) throw new Error(`${packageName}: no face for ${missing.join(", ")}`);
  return faces;
}

/**
 * Latin pages (en de es fr it nl pl pt, and every page: digits and brand
 * names are Latin on ar and ja too): Inter's Latin and Latin Extended faces
 * (Polish needs Latin Extended-A) and the metric-matched fallbacks. The
 * "Inter Fallback" range still covers Cyrillic, so "Русский" in the language
 * menu renders in resized Arial, not in the system face, on every page.
 */
const latinFaces = () => facesOf("@fontsource-variable/inter", ["latin-ext", "latin"]);
/** ru only: Inter's Cyrillic faces, on top of the Latin sheet. */
const cyrillicFaces = () => facesOf("@fontsource-variable/inter", ["cyrillic-ext", "cyrillic"]);
/**
 * ar only: the Arabic face plus the package's math and symbols slices (the
 * package's Latin slices never load: Inter is first in the stack).
 */
const arabicFaces = () =>
  facesOf("@fontsource-variable/noto-sans-arabic", ["arabic", "math", "symbols"]);

/** The woff2 files the sheets name (package file, copied name), for the build to copy to dist/fonts/. */
export function scriptFontFiles(): { from: string; name: string }[] {
  const files = [
    ...latinFaces().map((face) => ({ pkg: "@fontsource-variable/inter", file: face.file })),
    ...cyrillicFaces().map((face) => ({ pkg: "@fontsource-variable/inter", file: face.file })),
    ...arabicFaces().map((face) => ({
      pkg: "@fontsource-variable/noto-sans-arabic",
      file: face.file,
    })),
  ];
  return files.map(({ pkg, file }) => ({
    from: require.resolve(`${pkg}/files/${file}`),
    name: basename(file),
  }));
}

const header = (what: string) => `/* ${generatedNotice} */\n\n/* ${what} */`;

export function emitScriptFontsCss(): Record<ScriptSheet, string> {
  const faces = fallbackFaces();
  return {
    latin: [
      header(
        "Latin and Latin Extended faces of Inter, for every page, with the metric-matched fallback.",
      ),
      ...latinFaces().map((face) => face.css),
      faces.inter,
      "",
    ].join("\n\n"),
    cyrillic: [
      header("Inter's Cyrillic faces: link on Russian pages, beside fonts-latin.css."),
      ...cyrillicFaces().map((face) => face.css),
      "",
    ].join("\n\n"),
    arabic: [
      header("Noto Sans Arabic: link on Arabic pages, beside fonts-latin.css."),
      ...arabicFaces().map((face) => face.css),
      faces.arabic,
      "",
    ].join("\n\n"),
    japanese: [
      header(
        "Noto Sans JP, ~120 unicode-range slices (a page fetches only the ones it shows): link on Japanese pages, beside fonts-latin.css.",
      ),
      '@import "@fontsource-variable/noto-sans-jp";',
      faces.japanese,
      "",
    ].join("\n\n"),
  };
}
