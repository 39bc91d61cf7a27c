import { mkdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Text of the files of the fake built site, to compare response bodies with. */
export const SITE = {
  home: "<!doctype html><title>home</title>",
  arHome: "<!doctype html><title>ar home</title>",
  pricing: "<!doctype html><title>pricing</title>",
  notFound: "<!doctype html><title>not found</title>",
  arNotFound: "<!doctype html><title>ar not found</title><p><bdi><!--not-found-path--></bdi></p>",
  asset: 'console.log("app");',
  robots: "User-agent: *\nAllow: /\n",
  securityTxt: "Contact: mailto:security@example.com\n",
  /** Inside the site folder but hidden: must never be served. */
  dotEnv: "SECRET_INSIDE_SITE=1",
  /** Beside the site folder: must never be reachable. */
  outside: "SECRET_OUTSIDE_SITE=1",
} as const;

/**
 * Writes a small built site into `<parent>/site` the way the site's build lays
 * it out (prerendered `x/index.html` per route and locale, `404.html` per
 * locale, hashed `assets/`), plus traps for path traversal. Returns its path.
 */
export async function writeFakeSite(parent: string): Promise<string> {
  const site = path.join(parent, "site");
  const files: Record<string, string | Buffer> = {
    "index.html": SITE.home,
    "404.html": SITE.notFound,
    "pricing/index.html": SITE.pricing,
    "ar/index.html": SITE.arHome,
    "ar/404.html": SITE.arNotFound,
    "assets/app-abc123.js": SITE.asset,
    // Precompressed at build time; sent when the browser accepts gzip.
    "assets/app-abc123.js.gz": gzipSync(SITE.asset),
    "robots.txt": SITE.robots,
    ".well-known/security.txt": SITE.securityTxt,
    ".env": SITE.dotEnv,
  };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(site, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  await writeFile(path.join(parent, "secret.txt"), SITE.outside);
  // A link inside the site that leads out of it.
  await symlink(path.join(parent, "secret.txt"), path.join(site, "leak.txt"));
  return site;
}
