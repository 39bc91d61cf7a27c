// Components of this group are exported here as they are built (issue 3).
export * from "./download-button";
export * from "./download-qr-code";
export * from "./install-steps";
export * from "./platform";
export * from "./platform-card";
export * from "./store-badge";
