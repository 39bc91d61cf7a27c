// Budgets of what a site bundles when it imports one component (minified and
// brotli, React excluded), checked by `npm run check:package`.
//
// The words of the components are ICU messages compiled to AST at build time
// (ADR 0016), formatted by `intl-messageformat`. That package imports the ICU
// parser for string messages, which the library never passes; a site drops
// the parser by aliasing it to its `no-parser` build, as the site's own Vite
// config does for react-intl (and the sibling-brand guide asks). The budgets
// measure a site configured that way. The formatter costs about 2.4 kB once
// per page (intl-messageformat, its memoizer and the parser's type guards; a
// site with react-intl already has it): the budgets of the entries that show
// words grew by that in ADR 0016, keeping their 10 % headroom.
const noMessageParser = (config) => ({
  ...config,
  alias: {
    ...config.alias,
    "@formatjs/icu-messageformat-parser": "@formatjs/icu-messageformat-parser/no-parser.js",
  },
});

// The dropdown menus' Radix code (dist/MenuPopup-*.js) loads on a menu's
// first open, not with the page, so it has a budget of its own (below) and
// stays out of the others. Bundled without code splitting, as size-limit
// does, its mere `import()` would also wrap every module it shares with the
// page (Radix's layers, cn()) in lazy initialisers: about 0.9 kB that no
// splitting bundler (Vite, the site's) ships.
const lazyChunksApart = (config) => ({
  ...config,
  external: [...(config.external ?? []), "./MenuPopup-*"],
});

// Lowered on 2026-11-29 when cn() stopped carrying tailwind-merge (issue #14):
// about 7.5 kB came off every entry that draws a class list.
const ignore = ["react", "react-dom"];
const check = (name, imported, limit) => ({
  name,
  path: "dist/index.js",
  import: imported,
  limit,
  ignore,
  modifyEsbuildConfig: (config) => lazyChunksApart(noMessageParser(config)),
});

export default [
  check("Button", "{ Button }", "3 kB"),
  check("LocaleProvider", "{ LocaleProvider }", "2 kB"),
  check("Modal + confirm()", "{ Modal, ModalContent, createDialogs, DialogHost }", "24 kB"),
  check("Toast", "{ toast, Toaster }", "22 kB"),
  check("Header", "{ Header }", "26 kB"),
  // Measured alone: with cn() and the Radix layers it shares with the header's
  // mobile sheet, which a page with the header has already loaded.
  {
    name: "Dropdown menu (loaded on first open)",
    path: "dist/MenuPopup-*.js",
    limit: "31 kB",
    ignore,
  },
  check("PlanPicker", "{ PlanPicker }", "13 kB"),
  check("Countdown", "{ Countdown }", "7 kB"),
  { name: "currencies entry", path: "dist/currencies.js", limit: "1 kB" },
  { name: "locales entry", path: "dist/locales.js", limit: "1 kB" },
];
