// Components of this group are exported here as they are built (issue 3).
export * from "./clock-time";
