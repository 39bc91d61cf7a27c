// Components of this group are exported here as they are built (issue 3).
export * from "./breadcrumbs";
export * from "./footer";
export * from "./header";
export * from "./language-switcher";
export * from "./link-renderer";
export * from "./pagination";
