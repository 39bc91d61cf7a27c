// Components of this group are exported here as they are built (issue 3).
export * from "./download-button";
export * from "./download-qr-code";
export * from "./platform";
export * from "./store-badge";
