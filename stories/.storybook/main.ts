import path from "node:path";
import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";

const dirname = path.dirname(fileURLToPath(import.meta.url));
const designSystemSrc = path.resolve(dirname, "../../design-system/src");

const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  stories: ["../src/**/*.mdx", "../src/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  // No internet on our machines: telemetry would only hang and retry.
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import("vite");
    return mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      resolve: {
        // Stories render the design system's source, so an edit shows up
        // without rebuilding the package. Exact matches: the subpath first.
        // (@mvpn/locales comes from its dist, like the tokens.)
        alias: [
          {
            find: /^@mvpn\/design-system\/class-conflicts$/,
            replacement: path.join(designSystemSrc, "lib/classConflicts.ts"),
          },
          { find: /^@mvpn\/design-system$/, replacement: path.join(designSystemSrc, "index.ts") },
        ],
      },
    });
  },
};

export default config;
