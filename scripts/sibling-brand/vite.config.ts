import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The guide's step 4: intl-messageformat without the ICU parser the
// precompiled messages never need.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: "@formatjs/icu-messageformat-parser/no-parser.js",
      },
    ],
  },
});
