import { existsSync, readdirSync } from "node:fs";
import { defineConfig } from "tsup";

// Every component folder with an index.ts is an entry of its own.
const componentEntries = Object.fromEntries(
  readdirSync("src", { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(`src/${d.name}/index.ts`))
    .map((d) => [`${d.name}/index`, `src/${d.name}/index.ts`]),
);

// Modules a site uses apart from the component beside them, entries of their
// own so that each lands in a chunk of its own: the toast and prompt stores
// (raised from anywhere), the promotion popup's flavours (which popup is due).
// A site then loads the component, with its Radix layers, on the first toast,
// prompt or popup. A bundler cannot split one file between a page's first
// chunks and a lazy one: in the component's chunk, each of them brought
// Radix's Toast or Dialog along (issue #14).
const plainEntries = {
  "toast/createToaster": "src/toast/createToaster.ts",
  "modal/createDialogs": "src/modal/createDialogs.ts",
  "promo-popup/promoPopupVariants": "src/promo-popup/promoPopupVariants.ts",
};

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
  entry: { ...componentEntries, ...plainEntries, ...publicEntries },
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
