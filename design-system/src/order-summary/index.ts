export {
  OrderSummary,
  type OrderSummaryDiscount,
  type OrderSummaryPriceChange,
  type OrderSummaryProps,
  type OrderSummaryRenewal,
  type OrderSummaryTrial,
} from "./OrderSummary";
