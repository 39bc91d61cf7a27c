import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "tokens",
    // Explicit so `vitest run --config tokens/vitest.config.ts` from the repo root finds the tests too.
    root: fileURLToPath(new URL(".", import.meta.url)),
    include: ["test/**/*.test.ts"],
    environment: "node",
  },
});
