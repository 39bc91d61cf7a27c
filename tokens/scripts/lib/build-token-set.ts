import { mergeTokenLayers, type TokenSources } from "./merge-token-layers";
import { cssVariableName, isPublicToken } from "./naming";
import { resolveTokens } from "./resolve-aliases";
import { TokenBuildError, throwIfProblems } from "./token-build-error";
import type { ResolvedToken } from "./token-types";

/** Every brand's resolved tokens: what all the emitters read. */
export interface TokenSet {
  brands: readonly string[];
  defaultBrand: string;
  byBrand: Readonly<Record<string, readonly ResolvedToken[]>>;
}

function findVariableCollisions(tokens: readonly ResolvedToken[]): string[] {
  const owners = new Map<string, string>();
  const problems: string[] = [];
  for (const token of tokens.filter(isPublicToken)) {
    const variable = cssVariableName(token.name);
    const owner = owners.get(variable);
    if (owner && owner !== token.name) {
      problems.push(`"${owner}" and "${token.name}" would both become ${variable}`);
    }
    owners.set(variable, token.name);
  }
  return problems;
}

/** Merges layers, checks brand completeness and resolves aliases for every brand. */
export function buildTokenSet(
  sources: TokenSources,
  brands: readonly string[],
  defaultBrand: string,
): TokenSet {
  if (!brands.includes(defaultBrand)) {
    throw new TokenBuildError([`The default brand "${defaultBrand}" is not in the brand list`]);
  }
  const { byBrand: merged, problems } = mergeTokenLayers(sources);
  const byBrand: Record<string, ResolvedToken[]> = {};
  for (const brand of brands) {
    try {
      byBrand[brand] = resolveTokens(merged[brand] ?? []);
      problems.push(...findVariableCollisions(byBrand[brand]));
    } catch (error) {
      if (!(error instanceof TokenBuildError)) throw error;
      problems.push(...error.problems);
    }
  }
  throwIfProblems(problems);
  return { brands, defaultBrand, byBrand };
}

/** The brand's public tokens (the palette left out), in source order. */
export function publicTokensOf(tokenSet: TokenSet, brand: string): readonly ResolvedToken[] {
  const tokens = tokenSet.byBrand[brand];
  if (!tokens) throw new Error(`Unknown brand "${brand}"`);
  return tokens.filter(isPublicToken);
}
