import { defineConfig } from "drizzle-kit";

// Paths are relative to api/: run drizzle-kit through scripts/drizzle-kit.mjs
// (`npm run db:generate -w @mvpn/api -- --name <what>`), which runs it there.
// (Absolute paths would break `drizzle-kit check`, which prefixes "./".)
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./drizzle",
  strict: true,
  verbose: true,
});
