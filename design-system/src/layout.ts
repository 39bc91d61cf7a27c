// Components of this group are exported here as they are built (issue 3).
export * from "./band";
export * from "./container";
export * from "./grid";
export * from "./page-layout";
export * from "./section";
export * from "./stack";
