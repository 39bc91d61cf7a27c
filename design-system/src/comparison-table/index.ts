export {
  COMPARISON_VERDICTS,
  ComparisonTable,
  type ComparisonTableColumn,
  type ComparisonTableProps,
  type ComparisonTableRow,
  type ComparisonVerdict,
} from "./ComparisonTable";
