import { defineConfig } from "vitest/config";

// One runner for the whole repository: each workspace owns a project file,
// and `npm test` picks projects by name (`--project tokens`, `--project storybook`, …).
export default defineConfig({
  test: {
    projects: [
      "tokens/vitest.config.ts",
      "locales/vitest.config.ts",
      "design-system/vitest.config.ts",
      "contract/vitest.config.ts",
      "site/vitest.config.ts",
      "api/vitest.config.ts",
      "scripts/vitest.config.ts",
      "stories/vitest.config.ts",
      "stories/vitest.rtl.config.ts",
    ],
  },
});
