import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "site",
    root: import.meta.dirname,
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "test/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});
