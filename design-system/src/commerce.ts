// Prices, plans and the money-back promise (issue 3), with the pure pricing
// rules they are built on (formatPrice, maxDiscount, the Plan type).
export * from "./discount-badge";
export * from "./money-back-note";
export * from "./plan-card";
export * from "./plan-picker";
export * from "./price-tag";
export * from "./pricing";
