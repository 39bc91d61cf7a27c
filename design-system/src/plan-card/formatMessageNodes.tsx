import { Fragment, type ReactNode } from "react";

/**
 * `formatMessage` for React nodes: fills `{name}` with elements (a PriceTag)
 * where the translation puts them, so each language keeps its word order
 * ("Renews at {price}", "更新時は{price}").
 */
export function formatMessageNodes(
  template: string,
  values: Readonly<Record<string, ReactNode>>,
): ReactNode {
  const parts = template.split(/(\{\w+\})/);
  return parts.map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    const node = name !== undefined && name in values ? values[name] : part;
    // The template's parts never move, so their position is a stable key.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above.
    return <Fragment key={index}>{node}</Fragment>;
  });
}
