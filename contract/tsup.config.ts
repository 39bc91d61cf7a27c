import { readdirSync } from "node:fs";
import { defineConfig } from "tsup";

// Each constants module is an entry of its own, so that code splitting gives
// it its own file: a page that imports one name (the site's first chunk takes
// the cookie names) loads that file, and the bundler drops the others
// ("sideEffects": false). Only the three entries below are in the exports map.
const constantModules = Object.fromEntries(
  readdirSync("src/constants")
    .filter((name) => name.endsWith(".ts") && name !== "index.ts")
    .map((name) => [`constants/${name.replace(/\.ts$/, "")}`, `src/constants/${name}`]),
);

// Three public entries: everything (the zod schemas included), and two without
// zod that a browser bundle can afford: the validators of SPEC.md §5 and the
// constants. Dependencies (zod, @mvpn/locales' locale list and currency symbols)
// stay external: the api and the site resolve them from node_modules,
// so there is one zod (one schema registry) and one locale list at run time.
const publicEntries = {
  index: "src/index.ts",
  validation: "src/validation/index.ts",
  constants: "src/constants/index.ts",
};

export default defineConfig({
  entry: { ...publicEntries, ...constantModules },
  format: ["esm"],
  splitting: true,
  dts: { entry: publicEntries },
  sourcemap: true,
  clean: true,
  target: "es2022",
});
