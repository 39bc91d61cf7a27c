import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // Resolve `include` from this folder whether vitest runs from here, from the
  // repository root with --config, or as a project of the root config.
  root: fileURLToPath(new URL(".", import.meta.url)),
  test: {
    name: "api",
    include: ["test/**/*.test.ts"],
    environment: "node",
    globalSetup: ["test/global-setup.ts"],
    // Every file opens and closes its own app and database, so files can share
    // a worker: its dependencies (Fastify, drizzle, PGlite's WebAssembly) load
    // once instead of once per file, about a third of the suite's CPU time.
    // The app's own modules still start fresh in every file (setup file).
    isolate: false,
    setupFiles: ["test/setup/fresh-app-modules.ts"],
    // A fresh PGlite database takes several seconds to initialise; npm test runs
    // this suite beside the story tests and the Storybook build, and on a loaded
    // machine closing an app and its database once took over 60 s in a hook.
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
