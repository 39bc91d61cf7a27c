import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildId } from "./build-id";
import { DEVICE_PARSER_CHUNK_NAME, frameChunks } from "./scripts/frame-chunks";
import { landingChunk } from "./scripts/landing-chunk";
import { stripDefaultMessages } from "./scripts/strip-default-messages";
import { helpCentresFrom } from "./src/support/help-centre-settings";

const frame = frameChunks();
const deviceParserChunk = new RegExp(`(^|/)${DEVICE_PARSER_CHUNK_NAME}-[\\w-]+\\.js$`);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), stripDefaultMessages(), frame.plugin, landingChunk()],
  define: {
    __BUILD_ID__: JSON.stringify(buildId()),
    // HELP_CENTRE_URL_EN / _RU (ADR 0028), checked here so a bad value fails the build.
    __HELP_CENTRES__: JSON.stringify(helpCentresFrom(process.env)),
  },
  // The prerender bundles its Markdown parser: the workspace root holds an
  // older `marked` (a dev tool's), which a build outside site/ (SITE_BUILD_DIR)
  // would otherwise resolve instead of site's own.
  ssr: { noExternal: ["marked", "github-slugger"] },
  build: {
    // Flags are <img> with a fixed box below the fold: as files they cost
    // the home page no JavaScript (inlined, they were ~4 KB of its entry).
    // Fonts stay files too: a face under the 4 KB limit (Inter's Polish
    // letters, 3.9 KB) inlined would be render-blocking CSS on every page,
    // though only Polish pages draw it.
    assetsInlineLimit: (file) =>
      file.includes("flag-icons") || file.endsWith(".woff2") ? false : undefined,
    // The landing imports the device's parser (start-landing.ts) as the page
    // is read: no <link rel="modulepreload"> for its imports, which Vite's
    // helper would insert into the head at that moment (a style invalidation
    // and a request started from script each, about 40 ms of one task on a
    // phone, issue #34); the browser fetches them as the chunk's imports.
    modulePreload: {
      resolveDependencies: (filename, dependencies) =>
        deviceParserChunk.test(filename) ? [] : dependencies,
    },
    // The modules every page loads in two chunks, not three dozen (scripts/frame-chunks.ts).
    rolldownOptions: { output: { codeSplitting: frame.codeSplitting } },
  },
  resolve: {
    alias: [
      // Messages are compiled to AST at build time (scripts/messages.ts): the parser never runs in the browser.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: "@formatjs/icu-messageformat-parser/no-parser.js",
      },
    ],
  },
});
