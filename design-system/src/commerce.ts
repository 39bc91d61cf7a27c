// Prices, plans and the money-back promise (issue 3), with the formatting they
// are built on (formatPrice, formatPercent). Pricing rules are the site's.
export * from "./discount-badge";
export * from "./money-back-note";
export * from "./plan-card";
export * from "./plan-picker";
export * from "./price-tag";
export * from "./pricing";
