// `@mvpn/contract/constants`: the names and lists the site and the api share
// (SPEC.md §1, §3, §7, §9). Plain data and small functions, no zod: the site's
// first chunk can afford what it imports from here.
export * from "./account";
export * from "./analytics";
export * from "./app";
export * from "./calls";
export * from "./cookies";
export * from "./currencies";
export * from "./locales";
export * from "./mounts";
export * from "./payments";
export * from "./plans";
export * from "./remote-config";
export * from "./session";
export * from "./storage";
export * from "./stored-items";
