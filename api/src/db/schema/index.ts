// Every table of the api. drizzle-kit reads this file (drizzle.config.ts) to
// generate migrations, and the drizzle instances get it for typed queries:
// a new table file must be re-exported here.

export * from "./account.js";
export * from "./analytics.js";
export * from "./bot-protection.js";
export * from "./mail.js";
export * from "./payments.js";
export * from "./rate-limits.js";
export * from "./remote-config.js";
export * from "./support.js";
