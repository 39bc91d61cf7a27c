// Prices, plans and the money-back promise (issue 3), with the formatting they
// are built on (formatPrice, formatPercent), and the checkout and
// payment-result pieces (issue 12). Pricing rules, amounts, methods and
// payment states are the site's: these components only show them.
export * from "./card-fields";
export * from "./checkout-steps";
export * from "./discount-badge";
export * from "./money-back-note";
export * from "./order-summary";
export * from "./payment-logos";
export * from "./payment-method-picker";
export * from "./payment-status";
export * from "./plan-card";
export * from "./plan-comparison";
export * from "./plan-picker";
export * from "./price-tag";
export * from "./pricing";
