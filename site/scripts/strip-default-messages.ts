import type { Plugin } from "vite";

/**
 * The browser never reads a message's `defaultMessage`: every page formats
 * from its locale's precompiled catalog (scripts/messages.ts), and a test
 * fails when a catalog lacks an id (site/test/messages.test.ts). Yet each
 * `defineMessages` descriptor carried its English text into the client
 * bundle: ≈ 2 KB gzip on a region page, more where a page has many strings
 * (issue #16: content must not grow the JavaScript budget). This removes the
 * `defaultMessage` of every `{ id, defaultMessage }` object literal under
 * site/src from the client build only; the prerender (SSR) keeps them, as do
 * tests and `npm run messages:extract`, which read the source.
 * (@formatjs's own `removeDefaultMessage` option does the same, through a
 * Babel or TypeScript transform this Vite build does not run.)
 */
export function stripDefaultMessages(): Plugin {
  return {
    name: "mvpn:strip-default-messages",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!id.includes("/site/src/") || id.includes("node_modules")) return null;
      if (!code.includes("defaultMessage")) return null;
      const cuts = defaultMessageRanges(this.parse(code) as unknown as AstNode);
      if (cuts.length === 0) return null;
      let out = code;
      for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) {
        out = out.slice(0, start) + out.slice(end);
      }
      return { code: out, map: null };
    },
  };
}

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

interface PropertyNode extends AstNode {
  key: AstNode & { name?: string; value?: unknown };
  computed?: boolean;
}

const keyName = (property: PropertyNode): string | undefined =>
  property.type === "Property" && !property.computed
    ? (property.key.name ??
      (typeof property.key.value === "string" ? property.key.value : undefined))
    : undefined;

/**
 * The source ranges to cut: each `defaultMessage` property of an object
 * literal that also has an `id` (a message descriptor), with the comma that
 * separates it from its neighbour.
 */
export function defaultMessageRanges(root: AstNode): Array<[number, number]> {
  const cuts: Array<[number, number]> = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const current = node as AstNode;
    if (current.type === "ObjectExpression") {
      const properties = current.properties as PropertyNode[];
      const names = properties.map(keyName);
      const index = names.indexOf("defaultMessage");
      if (index !== -1 && names.includes("id")) {
        const property = properties[index] as PropertyNode;
        const next = properties[index + 1];
        const previous = properties[index - 1];
        if (next) cuts.push([property.start, next.start]);
        else if (previous) cuts.push([previous.end, property.end]);
      }
    }
    for (const [key, value] of Object.entries(current)) {
      if (
        key !== "type" &&
        key !== "start" &&
        key !== "end" &&
        value &&
        typeof value === "object"
      ) {
        visit(value);
      }
    }
  };
  visit(root);
  return cuts;
}
