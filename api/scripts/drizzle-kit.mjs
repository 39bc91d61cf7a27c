// Runs drizzle-kit (e.g. `node scripts/drizzle-kit.mjs generate --name add_plans`)
// so that it finds drizzle-orm.
//
// Why this exists: npm hoists drizzle-kit to the root node_modules but keeps
// drizzle-orm in api/node_modules, and drizzle-kit loads drizzle-orm from its
// own location, so a plain `npx drizzle-kit generate` stops with "Please install
// latest version of drizzle-orm". NODE_PATH covers drizzle-kit's `require()`
// calls; the resolve hook covers its `import("drizzle-orm/version")`, which
// ignores NODE_PATH. Both point at the one copy the api itself uses.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const apiRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(path.join(apiRoot, "package.json"));
// The node_modules folder holding each package, from any file it exports.
const modulesFolderOf = (specifier) => {
  const entry = require.resolve(specifier);
  const marker = `${path.sep}node_modules${path.sep}`;
  return entry.slice(0, entry.lastIndexOf(marker) + marker.length - 1);
};
const drizzleOrmModules = modulesFolderOf("drizzle-orm");
const drizzleKitBin = path.join(modulesFolderOf("drizzle-kit"), "drizzle-kit", "bin.cjs");
const hook = path.join(apiRoot, "scripts", "resolve-drizzle-orm-hook.mjs");

const result = spawnSync(
  process.execPath,
  [
    "--import",
    hook,
    drizzleKitBin,
    ...process.argv.slice(2),
    "--config",
    path.join(apiRoot, "drizzle.config.ts"),
  ],
  {
    cwd: apiRoot,
    stdio: "inherit",
    env: {
      ...process.env,
      NODE_PATH: [drizzleOrmModules, process.env.NODE_PATH].filter(Boolean).join(path.delimiter),
    },
  },
);
process.exit(result.status ?? 1);
