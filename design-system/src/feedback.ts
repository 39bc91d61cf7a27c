// Components of this group are exported here as they are built (issue 3).
export * from "./alert";
export * from "./icon-button";
export * from "./link";
export * from "./loading-overlay";
export * from "./modal";
export * from "./result-panel";
export * from "./spinner";
export * from "./toast";
