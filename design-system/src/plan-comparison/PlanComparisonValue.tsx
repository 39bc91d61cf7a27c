import { useMessages } from "../i18n/messages";
import { CheckIcon, MinusIcon } from "../icon/icons";
import { planComparisonMessages } from "./intl/catalog.gen";
import type { PlanComparisonCell } from "./PlanComparison";

/**
 * A cell's value: a check in the accent colour for "included", a muted dash
 * for "not included" (each an image with its word, so it is not told by
 * colour or shape alone), or the page's words as they are. A check never
 * mirrors in right-to-left.
 */
export function PlanComparisonValue({
  value,
  decorative = false,
}: {
  value: PlanComparisonCell;
  /** The check beside a feature in the list, where the list itself says "included". */
  decorative?: boolean;
}) {
  const t = useMessages(planComparisonMessages);
  if (value === true) {
    return (
      <span
        data-slot="plan-comparison-included"
        className="bg-accent-subtle text-text-accent rounded-pill inline-flex size-6 shrink-0 items-center justify-center"
      >
        <CheckIcon
          label={decorative ? undefined : t("included")}
          className="size-4"
          strokeWidth={3}
        />
      </span>
    );
  }
  if (value === false) {
    return (
      <span
        data-slot="plan-comparison-excluded"
        className="text-text-muted inline-flex size-6 shrink-0 items-center justify-center"
      >
        <MinusIcon label={t("notIncluded")} className="size-4" />
      </span>
    );
  }
  return (
    <span data-slot="plan-comparison-text" className="text-text text-sm font-medium">
      {value}
    </span>
  );
}
