import { fileURLToPath } from "node:url";
import { brandConfig, defaultBrandName } from "../brands.config";
import { buildTokenSet, type TokenSet } from "./build-token-set";
import { emitFontsCss } from "./emit-fonts-css";
import { emitScriptFontsCss } from "./emit-script-fonts-css";
import { emitThemeCss } from "./emit-theme-css";
import { emitBrandTokensCss, emitTokensCss } from "./emit-tokens-css";
import { emitTypeScript } from "./emit-typescript";
import { loadTokenSources } from "./load-token-sources";

/** The tokens package folder. */
export const packageRoot = fileURLToPath(new URL("../../", import.meta.url));
export const defaultTokenDirectory = fileURLToPath(new URL("../../src/tokens/", import.meta.url));

/** Output files, relative to the package root. The CSS names are public: package.json exports them. */
export const outputFiles = {
  tokensCss: "dist/tokens.css",
  themeCss: "dist/theme.css",
  fontsCss: "dist/fonts.css",
  fontsLatinCss: "dist/fonts-latin.css",
  fontsCyrillicCss: "dist/fonts-cyrillic.css",
  fontsArabicCss: "dist/fonts-arabic.css",
  fontsJapaneseCss: "dist/fonts-japanese.css",
  fontsJapaneseLocalCss: "dist/fonts-japanese-local.css",
  fontsJapaneseWebCss: "dist/fonts-japanese-web.css",
  typeScript: "src/generated/tokens.ts",
} as const;

/** One brand's tokens alone (emitBrandTokensCss), per brand name. */
export const brandTokensFile = (brand: string) => `dist/tokens-${brand}.css`;

export type TokenOutputs = Record<keyof typeof outputFiles, string> & {
  tokenSet: TokenSet;
  /** `brandTokensFile(brand)` → its text. */
  brandTokensCss: Record<string, string>;
};

/** Reads, validates and resolves the JSON, and returns every output's text. Writes nothing. */
export function buildTokenOutputs(tokenDirectory: string = defaultTokenDirectory): TokenOutputs {
  const brandNames = brandConfig.map((brand) => brand.name);
  const sources = loadTokenSources(tokenDirectory, brandNames);
  const tokenSet = buildTokenSet(sources, brandNames, defaultBrandName);
  const scriptFonts = emitScriptFontsCss();
  return {
    tokenSet,
    brandTokensCss: Object.fromEntries(
      brandNames.map((brand) => [brandTokensFile(brand), emitBrandTokensCss(tokenSet, brand)]),
    ),
    tokensCss: emitTokensCss(tokenSet),
    themeCss: emitThemeCss(tokenSet),
    fontsCss: emitFontsCss(),
    fontsLatinCss: scriptFonts.latin,
    fontsCyrillicCss: scriptFonts.cyrillic,
    fontsArabicCss: scriptFonts.arabic,
    fontsJapaneseCss: scriptFonts.japanese,
    fontsJapaneseLocalCss: scriptFonts.japaneseLocal,
    fontsJapaneseWebCss: scriptFonts.japaneseWeb,
    typeScript: emitTypeScript(tokenSet, brandConfig),
  };
}
