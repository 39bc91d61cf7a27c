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
    // A fresh PGlite database takes several seconds to initialise.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
