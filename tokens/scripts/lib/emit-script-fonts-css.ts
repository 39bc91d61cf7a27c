import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename } from "node:path";
import { fallbackFaces, japaneseLocalFaces } from "./emit-fonts-css";
import { generatedNotice } from "./generated-header";
import type { WeightRange } from "./subset-font-file";
import {
  type CodePointRanges,
  formatUnicodeRange,
  parseUnicodeRange,
  rangesInclude,
  rangesToText,
  subtractRanges,
} from "./unicode-ranges";

/**
 * One stylesheet per script (issue #14): a page links only the faces its
 * language needs, so an English page's render-blocking CSS carries two Inter
 * faces instead of 138 rules. The woff2 files these sheets name are copied
 * next to them (dist/fonts/), so the sheets work from any bundler that
 * resolves relative url()s and a page can preload the same file
 * (`@mvpn/tokens/fonts/<file>`). Japanese keeps the package import: its ~120
 * slices are many files and no single one is worth preloading.
 */
export type ScriptSheet =
  | "latin"
  | "cyrillic"
  | "arabic"
  | "japanese"
  | "japaneseLocal"
  | "japaneseWeb";

/** Where the copied woff2 files go, relative to the package root. */
export const fontFilesDirectory = "dist/fonts";

type Face = { subset: string; css: string; file: string };

const require = createRequire(import.meta.url);

/** The package's own @font-face rules, one per unicode-range subset, each with the file it names. */
function packageFaces(packageName: string): Face[] {
  const css = readFileSync(require.resolve(`${packageName}/index.css`), "utf8");
  const prefix = `${packageName.replace("@fontsource-variable/", "")}-`;
  return [...css.matchAll(/\/\* ([\w[\]-]+) \*\/\s*(@font-face \{[^}]*\})/g)].map((match) => {
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
 * Each face is split in a core face and the rest (splitFace): every page
 * preloads the Latin core face, 27 KB instead of the package's 48 KB.
 */
const latinFaces = (): Face[] => {
  const [latinExtended, latin] = facesOf("@fontsource-variable/inter", ["latin-ext", "latin"]);
  if (latinExtended?.subset !== "latin-ext" || latin?.subset !== "latin") {
    throw new Error("inter: no Latin or Latin Extended face");
  }
  return [
    ...splitFace(latinExtended, polishCoreRange, latinExtendedCoreFile, coreWeights),
    ...splitFace(latin, latinCoreRange, latinCoreFile, coreWeights),
  ];
};
/** ru only: Inter's Cyrillic faces, on top of the Latin sheet. */
const cyrillicFaces = () => facesOf("@fontsource-variable/inter", ["cyrillic-ext", "cyrillic"]);
/**
 * The code points Arabic-language text is written in: the Arabic comma,
 * semicolon and question mark, the 28 letters with hamza forms, taa marbuta and
 * alef maksura, tatweel, the harakat with shadda, sukun and the hamza and
 * madda marks, the dagger alef, the zero-width (non-)joiners, the
 * left-to-right mark and the hyphens. That is every Arabic character of the
 * site's Arabic copy (catalogs, articles, the design system's messages).
 * Not the Arabic-Indic digits, their percent sign and separators (U+0660–066D):
 * the site prints numbers in Latin digits in Arabic too (the design system's
 * numberLocale), so they stay in the package's face with the Persian and Urdu
 * letters, the Quranic marks and the rest of the Arabic block, which a page
 * fetches only when it shows one of them (a visitor typing ٣ in a form); a
 * browser shapes each run with its neighbours as context, so a word that
 * mixes both faces still joins.
 */
export const arabicCoreRange: CodePointRanges = parseUnicodeRange(
  "U+060C,U+061B,U+061F,U+0621-063A,U+0640-0655,U+0670,U+200C-200E,U+2010-2011",
);

/**
 * The code points the site's Latin-script languages are written in (en, de,
 * es, fr, it, nl, pt, and Polish but for its letters below): printable ASCII,
 * the no-break space, the Latin-1 signs copy uses (¡ £ § © « ® ° ± · » ¿ ×),
 * every Latin-1 letter, Œ and œ, the thin and zero-width spaces, joiners and
 * direction marks (Arabic copy's LRM and RLM: Inter is first in every stack),
 * the hyphens, dashes, quotation marks, bullet, ellipsis and single
 * guillemets, the narrow no-break space (French prices: Intl's group
 * separator), the euro, trade mark and minus signs. The rest of Inter's Latin
 * face (other Latin-1 signs, spacing modifiers, the rest of General
 * Punctuation) loads only on a page that shows one of them.
 */
export const latinCoreRange: CodePointRanges = parseUnicodeRange(
  "U+0020-007E,U+00A0-00A1,U+00A3,U+00A7,U+00A9,U+00AB,U+00AE,U+00B0-00B1,U+00B7,U+00BB,U+00BF-00FF,U+0152-0153,U+2009-2011,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2039-203A,U+202F,U+20AC,U+2122,U+2212",
);

/**
 * Polish's letters beyond Latin-1 (Ą Ć Ę Ł Ń Ś Ź Ż in both cases): a Polish
 * page fetched all of Inter's Latin Extended face (85 KB) for them.
 */
export const polishCoreRange: CodePointRanges = parseUnicodeRange(
  "U+0104-0107,U+0118-0119,U+0141-0144,U+015A-015B,U+0179-017C",
);

/**
 * The weights the core faces keep: the tokens' weight scale (font.weight,
 * normal 400 to extrabold 800; a test holds the two together). Inter's and
 * Noto Sans Arabic's axes run 100–900; cut to 400–800, the Latin core face is
 * 27 KB instead of 36 KB, the Arabic one 22 KB instead of 29 KB. Their rules
 * still declare 100–900, the package faces' range, so that the browser keeps
 * them in one group with the rest of the family: a weight outside the scale
 * is drawn as the nearest one in it. Noto Sans Arabic's Arabic-Indic digits
 * take other designs from 700 (feature variations), which a cut face loses:
 * they are not in its core face (arabicCoreRange).
 */
export const coreWeights: WeightRange = { min: 400, max: 800 };

/** The core faces' files, subset at build time from the packages' faces (splitFace). */
export const latinCoreFile = "inter-latin-core-wght-normal.woff2";
export const latinExtendedCoreFile = "inter-latin-ext-core-wght-normal.woff2";
export const arabicCoreFile = "noto-sans-arabic-arabic-core-wght-normal.woff2";

/** A face the build subsets from a package's face: the face it is cut from, and the characters it keeps. */
type CoreFace = Face & { from: Face; range: CodePointRanges; weights?: WeightRange };

const rangeOf = (rule: string) => {
  const value = /unicode-range:\s*([^;]+);/.exec(rule)?.[1];
  if (!value) throw new Error("a face without unicode-range");
  return value;
};

const withRange = (rule: string, ranges: CodePointRanges) =>
  rule.replace(/unicode-range:\s*[^;]+;/, `unicode-range: ${formatUnicodeRange(ranges)};`);

/**
 * A package's face in two (issue #14): a core face, subset to `coreRange`,
 * that a page preloads and waits for, and the package's face for the rest of
 * its range only, which a page fetches when it shows one of those characters.
 * The ranges do not overlap, so a page never fetches both for one character;
 * a browser shapes each run with its neighbours as context, so a word that
 * mixes both faces still joins. HarfBuzz keeps the glyphs the shaping
 * features (joining forms, ligatures, marks) reach, and the weight axis, or
 * the part of it `weights` names.
 */
function splitFace(
  face: Face,
  coreRange: CodePointRanges,
  coreFile: string,
  weights?: WeightRange,
): [CoreFace, Face] {
  const range = parseUnicodeRange(rangeOf(face.css));
  const outside = subtractRanges(coreRange, range);
  if (outside.length > 0) {
    throw new Error(
      `${face.file}: the core range ${formatUnicodeRange(outside)} is not in the face's range`,
    );
  }
  const core: CoreFace = {
    subset: `${face.subset}-core`,
    file: coreFile,
    css: withRange(face.css, coreRange).replace(`./fonts/${face.file}`, `./fonts/${coreFile}`),
    from: face,
    range: coreRange,
    ...(weights ? { weights } : {}),
  };
  return [core, { ...face, css: withRange(face.css, subtractRanges(range, coreRange)) }];
}

const isCore = (face: Face): face is CoreFace => "range" in face;

/**
 * ar only: the package's Arabic face split in two, plus its math and symbols
 * slices (the package's Latin slices never load: Inter is first in the stack).
 * The package's Arabic face (166 KB) also draws Arabic Supplement, Extended-A/B,
 * the presentation forms and the mathematical alphabet, which Arabic copy never
 * uses; every Arabic page waited for all of it (issue #14: LCP on /ar). The
 * core face holds the characters Arabic is written in (arabicCoreRange) at the
 * scale's weights (coreWeights): 22 KB; the whole Arabic block with Persian
 * and Urdu was 67 KB, and the core with the digits and the whole axis 32 KB.
 */
function arabicFaces(): Face[] {
  const [arabic, ...others] = facesOf("@fontsource-variable/noto-sans-arabic", [
    "arabic",
    "math",
    "symbols",
  ]);
  if (arabic?.subset !== "arabic") throw new Error("noto-sans-arabic: no Arabic face");
  return [...splitFace(arabic, arabicCoreRange, arabicCoreFile, coreWeights), ...others];
}

/**
 * The language menu names Japanese in Japanese on every page: "日本語". On a
 * device without a Japanese face a page in another language drew three
 * .notdef boxes there (issue #38). Each of the three characters is in
 * another of Noto Sans JP's slices, so each is a face of its own, cut from its
 * slice to that one character (with the whole weight axis: the menu marks the
 * current language in another weight), about 1 KB, fetched only when the menu
 * shows it. They are declared as "Noto Sans JP Variable", the family the stack
 * already names; on a Japanese page the web font's slices, declared later,
 * take precedence for the same characters.
 */
export const japaneseLanguageName = "日本語";

function japaneseNameFaces(): CoreFace[] {
  const faces = packageFaces("@fontsource-variable/noto-sans-jp");
  return [...japaneseLanguageName].map((character) => {
    const codePoint = character.codePointAt(0) ?? 0;
    const face = faces.find((candidate) =>
      rangesInclude(parseUnicodeRange(rangeOf(candidate.css)), codePoint),
    );
    if (!face) throw new Error(`noto-sans-jp: no slice holds ${character}`);
    const range: CodePointRanges = [[codePoint, codePoint]];
    const file = `noto-sans-jp-${codePoint.toString(16)}-name-wght-normal.woff2`;
    return {
      subset: `${face.subset}-name`,
      file,
      css: withRange(face.css, range).replace(`./fonts/${face.file}`, `./fonts/${file}`),
      from: face,
      range,
    };
  });
}

/** A woff2 file the sheets name: copied from a package, or subset from one at build time. */
export type ScriptFontFile = {
  name: string;
  from: string;
  /**
   * When set, the file is `from` cut down to these characters and weights
   * (tokens/scripts/lib/subset-font-file.ts).
   */
  subset?: { keep: string; weights?: WeightRange };
};

/** The woff2 files the sheets name, for the build to write to dist/fonts/. */
export function scriptFontFiles(): ScriptFontFile[] {
  const files = (pkg: string, faces: Face[]): ScriptFontFile[] =>
    faces.map((face) =>
      isCore(face)
        ? {
            name: face.file,
            from: require.resolve(`${pkg}/files/${face.from.file}`),
            subset: { keep: rangesToText(face.range), weights: face.weights },
          }
        : { name: basename(face.file), from: require.resolve(`${pkg}/files/${face.file}`) },
    );
  return [
    ...files("@fontsource-variable/inter", latinFaces()),
    ...files("@fontsource-variable/inter", cyrillicFaces()),
    ...files("@fontsource-variable/noto-sans-arabic", arabicFaces()),
    ...files("@fontsource-variable/noto-sans-jp", japaneseNameFaces()),
  ];
}

/** The web font's slices, as the package declares them (a bundler inlines the import). */
const JAPANESE_WEB_FACES = '@import "@fontsource-variable/noto-sans-jp";';

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
      ...japaneseNameFaces().map((face) => face.css),
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
        'Noto Sans JP, ~120 unicode-range slices (a page fetches only the ones it shows, and none where the device has a Japanese face of its own: "Japanese Local"): link on Japanese pages, beside fonts-latin.css. The same rules as fonts-japanese-local.css and fonts-japanese-web.css together.',
      ),
      JAPANESE_WEB_FACES,
      japaneseLocalFaces(),
      faces.japanese,
      "",
    ].join("\n\n"),
    // fonts-japanese.css in two (issue #14, LCP on /ja): the ~120 slices' rules
    // are 20 KB of CSS that the first paint need not wait for. Until the web
    // font is declared, text is drawn as it is during a swap anyway: in the
    // device's own Japanese face ("Japanese Local") or the placeholder.
    japaneseLocal: [
      header(
        "The device's own Japanese face (Noto Sans JP, Hiragino, Yu Gothic, Meiryo) and, where it has none, a blank placeholder of the web font's metrics: link on Japanese pages, beside fonts-latin.css, where the first paint waits for it (it is small), with fonts-japanese-web.css loaded without blocking it.",
      ),
      japaneseLocalFaces(),
      faces.japanese,
      "",
    ].join("\n\n"),
    japaneseWeb: [
      header(
        'Noto Sans JP, ~120 unicode-range slices: the web font, for a device without a Japanese face of its own. Link on Japanese pages after fonts-japanese-local.css; it can load after the first paint (media="print", then "all" once loaded).',
      ),
      JAPANESE_WEB_FACES,
      "",
    ].join("\n\n"),
  };
}
