import { defineConfig } from "tsup";

// Two entries: the components (client code, hence the "use client" banner for
// React Server Component frameworks) and the locale list, which is plain data
// that servers, build scripts and tests import without React.
export default defineConfig([
  {
    entry: { index: "src/index.ts" },
    format: ["esm", "cjs"],
    dts: true,
    sourcemap: true,
    clean: true,
    target: "es2022",
    external: ["react", "react-dom", "react/jsx-runtime"],
    banner: { js: '"use client";' },
  },
  {
    entry: { locales: "src/locale/locales.ts" },
    format: ["esm", "cjs"],
    dts: true,
    sourcemap: true,
    clean: false,
    target: "es2022",
  },
]);
