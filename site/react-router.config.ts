import type { Config } from "@react-router/dev/config";
import { buildId } from "./build-id";
import { compressBuild } from "./scripts/compress-build";
import { writeNotFoundPages } from "./scripts/write-not-found-pages";
import { writeSiteFiles } from "./scripts/write-site-files";
import { SITE_ORIGIN } from "./src/app/seo/site-origin";
import { prerenderPaths } from "./src/prerender-paths";

const config: Config = {
  appDirectory: "src",
  // Static HTML for every public page, hydrated in the browser; no server rendering at runtime.
  ssr: false,
  prerender: () => prerenderPaths(),
  async buildEnd({ viteConfig }) {
    const clientDir = viteConfig.environments?.client?.build?.outDir ?? "build/client";
    await writeNotFoundPages(clientDir);
    await writeSiteFiles(clientDir, {
      origin: process.env.VITE_SITE_ORIGIN?.replace(/\/$/, "") || SITE_ORIGIN,
      buildId: buildId(),
    });
    // Last, once every file exists: .br and .gz copies for the api to send (issue #14).
    await compressBuild(clientDir);
  },
};

export default config;
