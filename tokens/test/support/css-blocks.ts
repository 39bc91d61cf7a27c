/** Just enough CSS parsing for generated files: rule blocks and the custom properties in them. */

export interface CssBlock {
  selectors: string[];
  declarations: Map<string, string>;
}

export function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, "");
}

export function parseCssBlocks(css: string): CssBlock[] {
  const blocks: CssBlock[] = [];
  for (const match of withoutComments(css).matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const [, selectorText = "", body = ""] = match;
    const declarations = new Map<string, string>();
    for (const declaration of body.split(";")) {
      const colon = declaration.indexOf(":");
      if (colon === -1) continue;
      declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
    }
    // Statements before a block (`@import "…";`) are not part of its prelude.
    const prelude = selectorText.split(";").at(-1) ?? "";
    blocks.push({ selectors: prelude.split(",").map((selector) => selector.trim()), declarations });
  }
  return blocks;
}

/**
 * The custom properties a `[data-brand="<brand>"]` element gets from its own
 * block plus the shared `:root` block. The default brand's block (`:root,
 * [data-brand="master"]`) is deliberately not counted for other brands: a
 * nested `data-brand` subtree must not borrow the default brand's values.
 */
export function variablesForBrand(css: string, brand: string): Map<string, string> {
  const isSharedRoot = (block: CssBlock) =>
    block.selectors.length === 1 && block.selectors[0] === ":root";
  const applies = (block: CssBlock) =>
    isSharedRoot(block) || block.selectors.includes(`[data-brand="${brand}"]`);
  const variables = new Map<string, string>();
  for (const block of parseCssBlocks(css).filter(applies)) {
    for (const [name, value] of block.declarations) variables.set(name, value);
  }
  return variables;
}

export function referencedVariables(css: string): string[] {
  return [...withoutComments(css).matchAll(/var\((--[\w-]+)/g)].map((match) => match[1] as string);
}
