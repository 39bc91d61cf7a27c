import type { Config } from "@react-router/dev/config";
import { buildId } from "./build-id";
import { compressBuild } from "./scripts/compress-build";
import { copyMessages } from "./scripts/copy-messages";
import { deferHydrationInBuild } from "./scripts/defer-hydration";
import { writeBlogFiles } from "./scripts/write-blog-files";
import { writeHelpFiles } from "./scripts/write-help-files";
import { writeNotFoundPages } from "./scripts/write-not-found-pages";
import { writeSiteFiles } from "./scripts/write-site-files";
import { SITE_ORIGIN } from "./src/app/seo/site-origin";
import { prerenderPaths } from "./src/prerender-paths";

const config: Config = {
  appDirectory: "src",
  // SITE_BUILD_DIR lets two builds run side by side (a second worktree, a
  // benchmark) without overwriting each other; the api reads SITE_DIR.
  buildDirectory: process.env.SITE_BUILD_DIR || "build",
  // Static HTML for every public page, hydrated in the browser; no server rendering at runtime.
  ssr: false,
  prerender: () => prerenderPaths(),
  async buildEnd({ viteConfig }) {
    const clientDir = viteConfig.environments?.client?.build?.outDir ?? "build/client";
    await writeNotFoundPages(clientDir);
    // Before the CSP hashes are taken (writeSiteFiles): it rewrites each page's inline module loader.
    await deferHydrationInBuild(clientDir);
    const origin = process.env.VITE_SITE_ORIGIN?.replace(/\/$/, "") || SITE_ORIGIN;
    await writeSiteFiles(clientDir, { origin, buildId: buildId() });
    // The blog's per-locale search indexes and Atom feeds (issue #17).
    await writeBlogFiles(clientDir, { origin });
    // The help centre's search indexes, English and Russian (issue #37).
    await writeHelpFiles(clientDir);
    // The catalogs a client navigation fetches (src/i18n/catalogs.ts).
    await copyMessages(clientDir, buildId());
    // Last, once every file exists: .br and .gz copies for the api to send (issue #14).
    await compressBuild(clientDir);
  },
};

export default config;
