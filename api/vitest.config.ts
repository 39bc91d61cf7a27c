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
    // No api test mocks a module or patches a global, and every file opens and
    // closes its own app and database: sharing one module graph per worker
    // loads the app and compiles PGlite's WebAssembly once instead of once
    // per file (about a third of the suite's CPU time).
    isolate: false,
    // A fresh PGlite database takes several seconds to initialise; npm test runs
    // this suite beside the story tests and the Storybook build, and on a loaded
    // machine closing an app and its database once took over 60 s in a hook.
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
