import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn";
import { useLocale } from "../locale/LocaleProvider";
import { type PromoNode, parsePromoText } from "./parsePromoText";
import { PROMO_TONE_CLASSES, type PromoSurface } from "./promoToneClasses";
import { fillPromoPlaceholders, type PromoL10n, resolvePromoText } from "./resolvePromoText";

export interface PromoTextProps extends Omit<ComponentProps<"span">, "children"> {
  /** The markup itself (see README.md: `[accent]Save @(0)%[/accent]`). */
  text?: string;
  /** Or the texts per locale from remote config; the page's locale is picked, then `defaultKey`. */
  l10n?: PromoL10n;
  /** The fallback entry of `l10n`. Default "default". */
  defaultKey?: string;
  /** Values for `@(0)`, `@(1)` …; numbers are formatted for the locale. */
  values?: readonly (string | number)[];
  /** The surface the text sits on: tones use their on-brand colours on the brand band. */
  surface?: PromoSurface;
}

function renderNode(node: PromoNode, surface: PromoSurface, key: string): ReactNode {
  if (node.type === "text") return node.value;
  if (node.type === "placeholder") return node.raw;
  if (node.type === "value") {
    // Isolated, so "59%" or "1,234" keeps its order inside Arabic text.
    return (
      <bdi key={key} data-slot="promo-text-value">
        {node.value}
      </bdi>
    );
  }
  return (
    <span
      key={key}
      data-slot="promo-text-segment"
      data-tone={node.tone}
      className={PROMO_TONE_CLASSES[surface][node.tone]}
    >
      {renderNodes(node.children, surface, key)}
    </span>
  );
}

function renderNodes(
  nodes: readonly PromoNode[],
  surface: PromoSurface,
  path: string,
): ReactNode[] {
  return nodes.map((node, index) => renderNode(node, surface, `${path}.${index}`));
}

/**
 * Promotion text from remote config with coloured segments and `@(n)`
 * placeholders (SPEC.md §3). The markup is parsed into a tree and rendered
 * as React elements: a config entry holding HTML or a script shows as text,
 * and colours come from a fixed set of tones mapped to tokens, never from
 * the config. Grammar and edge cases: README.md in this folder.
 */
export function PromoText({
  text,
  l10n,
  defaultKey = "default",
  values = [],
  surface = "light",
  className,
  ...props
}: PromoTextProps) {
  const { locale } = useLocale();
  const nodes =
    text !== undefined
      ? fillPromoPlaceholders(parsePromoText(text), values, locale)
      : resolvePromoText(l10n ?? {}, locale, defaultKey, values);
  return (
    <span
      data-slot="promo-text"
      data-variant={surface}
      className={cn("wrap-anywhere", className)}
      {...props}
    >
      {renderNodes(nodes, surface, "n")}
    </span>
  );
}
