import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The fault tests (issue #19, docs/testing.md "Faults"): the built api as a
// process, a real PostgreSQL and Redis, faults injected mid-run. Not a project
// of the root config, so `vitest run` alone never starts them:
// `npm run test:faults` (short) or `npm run test:faults -- --full`.
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  test: {
    name: "faults",
    include: ["faults/**/*.test.ts"],
    environment: "node",
    // One file at a time: each drives a process under load, and two cores are
    // shared with the rest of `npm test`.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
