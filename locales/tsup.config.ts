import { defineConfig } from "tsup";

// Two entries, ESM and CommonJS like the design system that re-exports them
// (its CommonJS build requires this package). Plain data and functions: no
// React, no dependency, so a server takes the list without a component library.
export default defineConfig({
  entry: { index: "src/index.ts", currencies: "src/currencies.ts" },
  format: ["esm", "cjs"],
  splitting: true,
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
});
