import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { flattenTokenTree } from "./flatten-token-tree";
import type { TokenSources } from "./merge-token-layers";
import { throwIfProblems } from "./token-build-error";
import type { SourceToken, TokenLayer } from "./token-types";

function jsonFilesIn(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((file) => file.endsWith(".json"))
    .sort();
}

/**
 * Reads src/tokens: base/*.json and functional/*.json are shared, and
 * brands/<name>/*.json hold what each brand sets. Files are read in name order
 * so the output order is stable.
 */
export function loadTokenSources(
  tokenDirectory: string,
  brandNames: readonly string[],
): TokenSources {
  const problems: string[] = [];

  function readLayer(folder: string, layer: TokenLayer): SourceToken[] {
    const tokens: SourceToken[] = [];
    for (const file of jsonFilesIn(join(tokenDirectory, folder))) {
      const source = `${folder}/${file}`;
      let tree: unknown;
      try {
        tree = JSON.parse(readFileSync(join(tokenDirectory, folder, file), "utf8"));
      } catch (error) {
        problems.push(`${source} is not valid JSON: ${(error as Error).message}`);
        continue;
      }
      const flat = flattenTokenTree(tree, { source, layer });
      tokens.push(...flat.tokens);
      problems.push(...flat.problems);
    }
    return tokens;
  }

  const shared = [...readLayer("base", "base"), ...readLayer("functional", "functional")];
  const brands: Record<string, SourceToken[]> = {};
  for (const brand of brandNames) {
    if (!existsSync(join(tokenDirectory, "brands", brand))) {
      problems.push(`Brand "${brand}" has no folder src/tokens/brands/${brand}/`);
    }
    brands[brand] = readLayer(`brands/${brand}`, "brand");
  }
  const brandFolders = existsSync(join(tokenDirectory, "brands"))
    ? readdirSync(join(tokenDirectory, "brands"))
    : [];
  for (const folder of brandFolders) {
    if (!brandNames.includes(folder)) {
      problems.push(`src/tokens/brands/${folder}/ is not a brand in scripts/brands.config.ts`);
    }
  }

  throwIfProblems(problems);
  return { shared, brands };
}
