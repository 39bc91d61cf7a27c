export { createDatabase, type DatabaseLogger } from "./create-database.js";
export type { AppDb, Database, Schema } from "./database.js";
export { MIGRATION_LOCK_ID, migrateDatabase } from "./migrate.js";
export * as schema from "./schema/index.js";
export { REMOTE_CONFIG_KEYS, seedDatabase } from "./seed.js";
