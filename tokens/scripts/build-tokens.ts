/**
 * Builds the token outputs: `tsx scripts/build-tokens.ts` (npm run build runs
 * it before tsup). Exits non-zero with every problem listed when the JSON is
 * invalid: an unknown alias, a missing $type, a brand missing a role…
 *
 * Options (for tests and experiments): --source <dir> reads tokens from another
 * folder than src/tokens; --out <dir> writes dist/ and src/generated/ under
 * another folder than the package.
 */
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  buildTokenOutputs,
  defaultTokenDirectory,
  outputFiles,
  packageRoot,
} from "./lib/build-token-outputs";
import { japanesePlaceholder, japanesePlaceholderFile } from "./lib/emit-fonts-css";
import { fontFilesDirectory, scriptFontFiles } from "./lib/emit-script-fonts-css";
import { placeholderFontWoff2 } from "./lib/placeholder-font";
import { subsetFontFile } from "./lib/subset-font-file";
import { TokenBuildError } from "./lib/token-build-error";
import { parseUnicodeRange } from "./lib/unicode-ranges";

const { values: options } = parseArgs({
  options: { source: { type: "string" }, out: { type: "string" } },
});
const sourceDirectory = options.source ? resolve(options.source) : defaultTokenDirectory;
const outputRoot = options.out ? resolve(options.out) : packageRoot;

try {
  const outputs = buildTokenOutputs(sourceDirectory);
  for (const [key, file] of Object.entries(outputFiles)) {
    const target = join(outputRoot, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, outputs[key as keyof typeof outputFiles]);
  }
  for (const [file, css] of Object.entries(outputs.brandTokensCss)) {
    writeFileSync(join(outputRoot, file), css);
  }
  // The per-script sheets name their woff2 files relatively (./fonts/…): copy them beside.
  const fontsTarget = join(outputRoot, fontFilesDirectory);
  mkdirSync(fontsTarget, { recursive: true });
  for (const font of scriptFontFiles()) {
    const target = join(fontsTarget, font.name);
    if (font.subset === undefined) copyFileSync(font.from, target);
    else
      writeFileSync(target, await subsetFontFile(font.from, font.subset.keep, font.subset.weights));
  }
  writeFileSync(
    join(fontsTarget, japanesePlaceholderFile),
    await placeholderFontWoff2(parseUnicodeRange(japanesePlaceholder.range), japanesePlaceholder),
  );
  const brands = outputs.tokenSet.brands.join(", ");
  console.log(`tokens: wrote ${Object.values(outputFiles).join(", ")} (brands: ${brands})`);
} catch (error) {
  if (!(error instanceof TokenBuildError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
