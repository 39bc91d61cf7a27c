import { rootTokenKey } from "./flatten-token-tree";
import { throwIfProblems } from "./token-build-error";
import type { ResolvedToken, SourceToken, TokenType } from "./token-types";
import { invalidValueReason } from "./validate-token-value";

const wholeAlias = /^\{([^{}]+)\}$/;

/** `{color.surface}` and `{color.surface.$root}` name the same token. */
export function aliasTarget(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const match = wholeAlias.exec(value);
  if (!match?.[1]) return undefined;
  const path = match[1].split(".");
  return (path.at(-1) === rootTokenKey ? path.slice(0, -1) : path).join(".");
}

function describe(token: SourceToken): string {
  return `"${token.name}" (${token.source})`;
}

/**
 * Replaces every alias with the value it points to, following chains, and
 * validates each resulting value against its `$type`. The tokens must have
 * unique names (layers already merged). Throws a TokenBuildError that lists
 * every unknown alias, cycle, type mismatch and invalid value.
 */
export function resolveTokens(tokens: readonly SourceToken[]): ResolvedToken[] {
  const byName = new Map(tokens.map((token) => [token.name, token]));
  const resolved = new Map<string, unknown>();
  const problems: string[] = [];

  function resolveValue(value: unknown, owner: SourceToken, trail: readonly string[]): unknown {
    const target = aliasTarget(value);
    if (target !== undefined) return resolveAlias(target, owner, trail);
    if (typeof value === "string" && /[{}]/.test(value)) {
      problems.push(
        `${describe(owner)} has ${JSON.stringify(value)}: an alias must be the whole value`,
      );
      return value;
    }
    if (Array.isArray(value)) return value.map((item) => resolveValue(item, owner, trail));
    if (typeof value === "object" && value !== null) {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, resolveValue(item, owner, trail)]),
      );
    }
    return value;
  }

  function resolveAlias(target: string, owner: SourceToken, trail: readonly string[]): unknown {
    const referenced = byName.get(target);
    if (!referenced) {
      problems.push(
        `Unknown alias {${target}} in ${describe(owner)}: no token is named "${target}"`,
      );
      return undefined;
    }
    if (trail.includes(target)) {
      problems.push(`Circular alias: ${[...trail, target].join(" → ")}`);
      return undefined;
    }
    return resolveToken(referenced, trail);
  }

  function resolveToken(token: SourceToken, trail: readonly string[]): unknown {
    if (resolved.has(token.name)) return resolved.get(token.name);
    const value = resolveValue(token.value, token, [...trail, token.name]);
    resolved.set(token.name, value);
    return value;
  }

  function checkAliasType(token: SourceToken): void {
    const target = aliasTarget(token.value);
    const referenced = target === undefined ? undefined : byName.get(target);
    if (referenced?.type && token.type && referenced.type !== token.type) {
      problems.push(
        `${describe(token)} is a ${token.type} but aliases "${referenced.name}", a ${referenced.type}`,
      );
    }
  }

  const result: ResolvedToken[] = [];
  for (const token of tokens) {
    const value = resolveToken(token, []);
    checkAliasType(token);
    const type: TokenType | undefined = token.type;
    if (type === undefined) {
      problems.push(`${describe(token)} has no $type`);
      continue;
    }
    if (value === undefined) continue; // its alias problem is already reported
    const reason = invalidValueReason(type, value);
    if (reason) {
      problems.push(`${describe(token)} has an invalid ${type}: ${reason}`);
      continue;
    }
    result.push({ ...token, type, value, aliasOf: aliasTarget(token.value) });
  }

  throwIfProblems(problems);
  return result;
}
