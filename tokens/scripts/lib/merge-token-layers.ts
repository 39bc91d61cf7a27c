import type { SourceToken } from "./token-types";

export interface TokenSources {
  /** base/ and functional/ tokens, the same for every brand. */
  shared: readonly SourceToken[];
  /** brands/<name>/ tokens, keyed by brand name. */
  brands: Readonly<Record<string, readonly SourceToken[]>>;
}

function findDuplicates(tokens: readonly SourceToken[], label: string): string[] {
  const seen = new Map<string, SourceToken>();
  const problems: string[] = [];
  for (const token of tokens) {
    const first = seen.get(token.name);
    if (first) {
      problems.push(
        `"${token.name}" is defined twice in ${label}: ${first.source} and ${token.source}`,
      );
    } else {
      seen.set(token.name, token);
    }
  }
  return problems;
}

/**
 * A brand may override a shared token, but every token that only brands
 * define (a brand role) must exist in every brand: otherwise that brand would
 * silently inherit another brand's colour through the cascade.
 */
export function findMissingBrandTokens(sources: TokenSources): string[] {
  const shared = new Set(sources.shared.map((token) => token.name));
  const definedBy = new Map<string, string[]>();
  for (const [brand, tokens] of Object.entries(sources.brands)) {
    for (const token of tokens) {
      if (shared.has(token.name)) continue;
      definedBy.set(token.name, [...(definedBy.get(token.name) ?? []), brand]);
    }
  }
  const problems: string[] = [];
  for (const brand of Object.keys(sources.brands)) {
    for (const [name, brands] of definedBy) {
      if (brands.includes(brand)) continue;
      problems.push(
        `Brand "${brand}" is missing "${name}" (defined by ${brands.join(", ")}): add it to brands/${brand}/`,
      );
    }
  }
  return problems;
}

/**
 * Keeps a group's tokens together in the output (a brand's `color.surface.*`
 * next to the shared `color.surface`), otherwise in the order they were read.
 */
function groupedInSourceOrder(tokens: readonly SourceToken[]): SourceToken[] {
  const firstSeen = new Map<string, number>();
  const rank = (key: string) => firstSeen.get(key) ?? 0;
  for (const [index, token] of tokens.entries()) {
    const [top = "", second = ""] = token.name.split(".");
    if (!firstSeen.has(top)) firstSeen.set(top, index);
    if (!firstSeen.has(`${top}.${second}`)) firstSeen.set(`${top}.${second}`, index);
  }
  const key = (token: SourceToken) => {
    const [top = "", second = ""] = token.name.split(".");
    return [rank(top), rank(`${top}.${second}`)] as const;
  };
  return [...tokens].sort((a, b) => {
    const [aTop, aSecond] = key(a);
    const [bTop, bSecond] = key(b);
    return aTop - bTop || aSecond - bSecond;
  });
}

/** Checks the layers and returns each brand's tokens: shared ones, with the brand's overrides applied. */
export function mergeTokenLayers(sources: TokenSources): {
  byBrand: Record<string, SourceToken[]>;
  problems: string[];
} {
  const problems = [...findDuplicates(sources.shared, "base/ and functional/")];
  const byBrand: Record<string, SourceToken[]> = {};
  for (const [brand, brandTokens] of Object.entries(sources.brands)) {
    problems.push(...findDuplicates(brandTokens, `brands/${brand}/`));
    const merged = new Map(sources.shared.map((token) => [token.name, token]));
    for (const token of brandTokens) merged.set(token.name, token);
    byBrand[brand] = groupedInSourceOrder([...merged.values()]);
  }
  problems.push(...findMissingBrandTokens(sources));
  return { byBrand, problems };
}
