import { brands } from "./generated/tokens";
import type { Brand } from "./token-names";

/** Set it on <html> (or any subtree) to pick a brand: `<html data-brand="turbo">`. */
export const brandAttribute = "data-brand";

export function isBrand(value: unknown): value is Brand {
  return (brands as readonly unknown[]).includes(value);
}
