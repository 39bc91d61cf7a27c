import { defineConfig } from "tsup";

// The runnable server: `node dist/main.js`. app.ts is a second entry so that
// other tooling (e2e tests, scripts) can import buildApp from the build.
// Dependencies stay external (resolved from node_modules at run time); the
// SQL migrations are read from api/drizzle/, found from the package root.
export default defineConfig({
  entry: { main: "src/main.ts", app: "src/app.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  splitting: true,
  skipNodeModulesBundle: true,
  dts: false,
});
