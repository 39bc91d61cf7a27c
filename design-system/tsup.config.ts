import { existsSync, readdirSync } from "node:fs";
import { defineConfig } from "tsup";

// Every component folder with an index.ts is an entry of its own.
const componentEntries = Object.fromEntries(
  readdirSync("src", { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(`src/${d.name}/index.ts`))
    .map((d) => [`${d.name}/index`, `src/${d.name}/index.ts`]),
);

// The public entries: the components, and plain modules that servers, build
// scripts and tests import without React (the locale list, the currencies and
// their symbols; @mvpn/contract re-exports both).
const publicEntries = {
  index: "src/index.ts",
  locales: "src/locale/locales.ts",
  currencies: "src/pricing/currencies.ts",
  // For tests (the stories', the site's, a sibling brand's): which classes of a list conflict.
  "class-conflicts": "src/lib/classConflicts.ts",
};

export default defineConfig({
  // With one entry per component folder and ESM split into chunks,
  // dist/index.js only re-exports from per-component files; with
  // "sideEffects": ["*.css"] a site's bundler drops every file it does not
  // import. (A single-file bundle would keep them all: module-level calls
  // such as cva() or createIcon() count as side effects.)
  entry: { ...componentEntries, ...publicEntries },
  format: ["esm", "cjs"],
  splitting: true,
  // Types for the public entries only: the others are not in the exports map,
  // and bundling types for 60 entries runs out of memory.
  dts: { entry: publicEntries },
  sourcemap: true,
  clean: true,
  target: "es2022",
  external: ["react", "react-dom", "react/jsx-runtime"],
  // For React Server Component frameworks: these are client components.
  banner: { js: '"use client";' },
});
