import { fileURLToPath } from "node:url";
import { brandConfig, defaultBrandName } from "../brands.config";
import { buildTokenSet, type TokenSet } from "./build-token-set";
import { emitFontsCss } from "./emit-fonts-css";
import { emitThemeCss } from "./emit-theme-css";
import { emitTokensCss } from "./emit-tokens-css";
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
  typeScript: "src/generated/tokens.ts",
} as const;

export type TokenOutputs = Record<keyof typeof outputFiles, string> & { tokenSet: TokenSet };

/** Reads, validates and resolves the JSON, and returns every output's text. Writes nothing. */
export function buildTokenOutputs(tokenDirectory: string = defaultTokenDirectory): TokenOutputs {
  const brandNames = brandConfig.map((brand) => brand.name);
  const sources = loadTokenSources(tokenDirectory, brandNames);
  const tokenSet = buildTokenSet(sources, brandNames, defaultBrandName);
  return {
    tokenSet,
    tokensCss: emitTokensCss(tokenSet),
    themeCss: emitThemeCss(tokenSet),
    fontsCss: emitFontsCss(),
    typeScript: emitTypeScript(tokenSet, brandConfig),
  };
}
