export {
  PlanComparison,
  type PlanComparisonCell,
  type PlanComparisonColumn,
  type PlanComparisonProps,
  type PlanComparisonRow,
} from "./PlanComparison";
