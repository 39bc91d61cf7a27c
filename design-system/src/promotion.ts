// Components of this group are exported here as they are built (issue 3).
export * from "./banner";
export * from "./countdown";
export * from "./promo-popup";
export * from "./promo-text";
