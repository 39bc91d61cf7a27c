import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { configDefaults, defineConfig } from "vitest/config";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium-args.ts";

const dirname = path.dirname(fileURLToPath(import.meta.url));

// The stories tagged `rtl` once more, in Arabic: what their hand-written
// "RTL" twins used to check, without a twin story per state (issue #39).
// Same browser set-up as vitest.config.ts.
export default defineConfig({
  plugins: [
    storybookTest({
      configDir: path.join(dirname, ".storybook"),
      tags: { include: ["rtl"] },
      initialGlobals: { locale: "ar" },
    }),
  ],
  test: {
    name: "storybook-rtl",
    root: dirname,
    exclude: [...configDefaults.exclude, "**/*.mdx"],
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      }),
      instances: [{ browser: "chromium" }],
    },
  },
});
