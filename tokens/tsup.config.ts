import { defineConfig } from "tsup";

// clean stays false: scripts/build-tokens.ts writes dist/*.css first and tsup must not delete them.
export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm", "cjs"],
  dts: true,
  clean: false,
  target: "es2022",
  outDir: "dist",
});
