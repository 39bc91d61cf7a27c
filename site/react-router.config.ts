import type { Config } from "@react-router/dev/config";
import { writeNotFoundPages } from "./scripts/write-not-found-pages";
import { prerenderPaths } from "./src/prerender-paths";

const config: Config = {
  appDirectory: "src",
  // Static HTML for every public page, hydrated in the browser; no server rendering at runtime.
  ssr: false,
  prerender: () => prerenderPaths(),
  async buildEnd({ viteConfig }) {
    await writeNotFoundPages(viteConfig.environments?.client?.build?.outDir ?? "build/client");
  },
};

export default config;
