// Every table of the api. drizzle-kit reads this file (drizzle.config.ts) to
// generate migrations, and the drizzle instances get it for typed queries:
// a new table file must be re-exported here.
export * from "./remote-config.js";
