// Sets one remote promotion config value:
//   npm run config:set -w @mvpn/api -- promotion ./promotion.json
// Uses the same configuration as the api (DATA_DIR or DATABASE_URL), so run
// it where the api runs. With PGlite, stop the api first: the embedded
// database is one process's.
import { readFile } from "node:fs/promises";
import { loadConfig } from "../src/config.js";
import { createDatabase, migrateDatabase, REMOTE_CONFIG_KEYS } from "../src/db/index.js";
import { RemoteConfigError, setRemoteConfigValue } from "../src/remote-config/set-value.js";

const [key, file] = process.argv.slice(2);
if (key === undefined || file === undefined) {
  console.error(
    `Usage: npm run config:set -w @mvpn/api -- <key> <file.json>\nKeys: ${REMOTE_CONFIG_KEYS.join(", ")}`,
  );
  process.exit(2);
}

const config = loadConfig();
const database = await createDatabase(config);
try {
  await migrateDatabase(database);
  const value = await setRemoteConfigValue(database.db, key, await readFile(file, "utf8"));
  console.log(`${key} is now ${value.length > 200 ? `${value.slice(0, 200)}…` : value}`);
} catch (error) {
  console.error(error instanceof RemoteConfigError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
