import { type SourceToken, type TokenLayer, type TokenType, tokenTypes } from "./token-types";

/**
 * DTCG forbids a `$value` on a group, so a role that has both a default and
 * variants (`color.surface` and `color.surface.raised`) puts the default in the
 * group's reserved `$root` token. Its name drops the `$root` segment.
 */
export const rootTokenKey = "$root";

const groupProperties = new Set(["$type", "$description", "$extensions", "$deprecated", "$schema"]);
const tokenProperties = new Set(["$value", "$type", "$description", "$extensions", "$deprecated"]);

interface Origin {
  source: string;
  layer: TokenLayer;
}

export interface FlattenResult {
  tokens: SourceToken[];
  problems: string[];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isTokenType(value: unknown): value is TokenType {
  return typeof value === "string" && (tokenTypes as readonly string[]).includes(value);
}

export function tokenNameOf(path: readonly string[]): string {
  const segments = path.at(-1) === rootTokenKey ? path.slice(0, -1) : path;
  return segments.join(".");
}

/** Turns one parsed token file into a flat list, with `$type` inherited from groups. */
export function flattenTokenTree(tree: unknown, origin: Origin): FlattenResult {
  const tokens: SourceToken[] = [];
  const problems: string[] = [];
  const where = (path: readonly string[]) =>
    `"${path.join(".") || "(file root)"}" in ${origin.source}`;

  function readType(
    node: Record<string, unknown>,
    path: string[],
    inherited: TokenType | undefined,
  ) {
    if (!("$type" in node)) return inherited;
    if (isTokenType(node.$type)) return node.$type;
    problems.push(
      `${where(path)} has unknown $type ${JSON.stringify(node.$type)} (known: ${tokenTypes.join(", ")})`,
    );
    return inherited;
  }

  function visitToken(node: Record<string, unknown>, path: string[], type: TokenType | undefined) {
    for (const key of Object.keys(node)) {
      if (tokenProperties.has(key)) continue;
      problems.push(
        key.startsWith("$")
          ? `${where(path)} has unknown property "${key}"`
          : `${where(path)} has a $value and a child "${key}": a DTCG token cannot also be a group; put the default in "${rootTokenKey}"`,
      );
    }
    const name = tokenNameOf(path);
    if (type === undefined) {
      problems.push(`${where(path)} has no $type: set $type on the token or on one of its groups`);
    }
    tokens.push({
      name,
      type,
      value: node.$value,
      description: typeof node.$description === "string" ? node.$description : undefined,
      source: origin.source,
      layer: origin.layer,
    });
  }

  function visit(node: unknown, path: string[], inherited: TokenType | undefined) {
    if (!isPlainObject(node)) {
      problems.push(`${where(path)} is neither a token (an object with $value) nor a group`);
      return;
    }
    const type = readType(node, path, inherited);
    if ("$value" in node) {
      visitToken(node, path, type);
      return;
    }
    if (path.at(-1) === rootTokenKey) {
      problems.push(`${where(path)} must be a token with a $value`);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (groupProperties.has(key)) continue;
      if (key.startsWith("$") && key !== rootTokenKey) {
        problems.push(`${where(path)} has unknown group property "${key}"`);
        continue;
      }
      if (/[.{}]/.test(key)) {
        problems.push(`${where([...path, key])}: names cannot contain ".", "{" or "}"`);
        continue;
      }
      visit(child, [...path, key], type);
    }
  }

  visit(tree, [], undefined);
  return { tokens, problems };
}
