import { flattenTokenTree } from "../../scripts/lib/flatten-token-tree";
import type { TokenSources } from "../../scripts/lib/merge-token-layers";
import type { SourceToken, TokenLayer } from "../../scripts/lib/token-types";

/** Flattens an inline DTCG tree for a test, failing loudly if the tree itself is malformed. */
export function tokensFrom(
  tree: unknown,
  layer: TokenLayer = "base",
  source = "fixture.json",
): SourceToken[] {
  const { tokens, problems } = flattenTokenTree(tree, { source, layer });
  if (problems.length > 0) throw new Error(`Fixture is malformed:\n${problems.join("\n")}`);
  return tokens;
}

export function sourcesFrom(shared: unknown, brands: Record<string, unknown>): TokenSources {
  return {
    shared: tokensFrom(shared, "base", "base/fixture.json"),
    brands: Object.fromEntries(
      Object.entries(brands).map(([brand, tree]) => [
        brand,
        tokensFrom(tree, "brand", `brands/${brand}/fixture.json`),
      ]),
    ),
  };
}
