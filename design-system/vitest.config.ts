import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "design-system",
    root: import.meta.dirname,
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["./test/setup.ts"],
  },
});
