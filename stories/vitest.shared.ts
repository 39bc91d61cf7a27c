import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { configDefaults, defineConfig } from "vitest/config";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium-args.ts";

const dirname = path.dirname(fileURLToPath(import.meta.url));

type StorybookTestOptions = NonNullable<Parameters<typeof storybookTest>[0]>;

/**
 * A Vitest project of story tests: the plugin turns the stories of
 * .storybook/main.ts into Vitest tests, runs their play functions and, with
 * `parameters.a11y.test: "error"`, fails a story on any axe violation.
 * Storybook ≥ 10.3 applies the preview annotations itself, so no setup file.
 * `options`: which stories (tags) and under which globals (issue #39's
 * Arabic project, vitest.rtl.config.ts).
 */
export function storyTests(name: string, options: Omit<StorybookTestOptions, "configDir"> = {}) {
  return defineConfig({
    plugins: [storybookTest({ configDir: path.join(dirname, ".storybook"), ...options })],
    test: {
      name,
      root: dirname,
      // MDX pages are docs, not stories: keep them out of the run and its summary.
      exclude: [...configDefaults.exclude, "**/*.mdx"],
      // Every story file in one iframe, as the stories of one file already are:
      // React, the design system and Storybook's preview load once instead of
      // once per file (about two thirds of this run's time). Storybook tears a
      // story down before the next one renders, and the decorator sets <html>'s
      // lang, dir and brand on every render.
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
}
