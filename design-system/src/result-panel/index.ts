export {
  type AddressColumn,
  type AddressRow,
  AddressTable,
  type AddressTableProps,
} from "./AddressTable";
export { type ResultFact, ResultFacts, type ResultFactsProps } from "./ResultFacts";
export { ResultPanel, type ResultPanelProps } from "./ResultPanel";
export { RESULT_STATUSES, type ResultStatus } from "./resultStatus";
