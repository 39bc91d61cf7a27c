import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BUILT_CLIENT } from "../../test/built-site";
import { DOWNLOAD_PRODUCTS } from "../app/routing/site-pages";
import { DOWNLOADS, filesFor, primaryHref, publishedDownloadUrl } from "./downloads.config";

/** SPEC.md §3 "Product id to app name", the rows the download pages use. */
const SPEC_APPS: Record<number, string> = {
  1: "iOS_Master",
  12: "Mac_Master",
  101: "Android_Master",
  108: "Android_TV",
  301: "Chrome_Master",
  401: "Windows_Master",
};

const sha256 = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");
const PUBLIC = join(import.meta.dirname, "../../public");
const files = Object.values(DOWNLOADS).flatMap((config) => config.files);

describe("given the downloads configuration (issue #15)", () => {
  it("should configure each of SPEC.md §2's nine download pages", () => {
    expect(Object.keys(DOWNLOADS).sort()).toEqual([...DOWNLOAD_PRODUCTS].sort());
    for (const [product, config] of Object.entries(DOWNLOADS)) expect(config.product).toBe(product);
  });

  it("should name each app as SPEC.md §3's table does for its product id", () => {
    for (const config of Object.values(DOWNLOADS)) {
      if (config.productId === null) expect(config.appName).toBeNull();
      else expect(config.appName).toBe(SPEC_APPS[config.productId]);
    }
  });

  it("should offer every page a store listing or a direct file, over https", () => {
    for (const config of Object.values(DOWNLOADS)) {
      expect(config.stores.length + config.files.length).toBeGreaterThan(0);
      for (const { url } of config.stores) expect(url).toMatch(/^https:\/\//);
    }
  });

  it("should offer Windows x64 and arm64 and macOS universal as direct downloads", () => {
    expect(DOWNLOADS.windows.files.map((file) => file.arch)).toEqual(["x64", "arm64"]);
    expect(DOWNLOADS.mac.files.map((file) => file.arch)).toEqual(["universal"]);
  });

  it("given Windows on Arm, should put the arm64 installer first", () => {
    expect(filesFor(DOWNLOADS.windows, "arm64")[0]?.arch).toBe("arm64");
    expect(primaryHref(DOWNLOADS.windows, "x64")).toBe(
      "/downloads/mvpn-5.4.2-windows-x64-setup.exe",
    );
    expect(primaryHref(DOWNLOADS.windows, null)).toBe(
      "/downloads/mvpn-5.4.2-windows-x64-setup.exe",
    );
  });

  it.each(files.map((file) => [file.fileName, file] as const))(
    "should ship %s with the configured size and SHA-256, labelled as a sandbox placeholder",
    (_name, file) => {
      const path = join(PUBLIC, "downloads", file.fileName);
      expect(existsSync(path)).toBe(true);
      expect(readFileSync(path).byteLength).toBe(file.sizeBytes);
      expect(sha256(path)).toBe(file.sha256);
      if (file.placeholder) expect(readFileSync(path, "utf8")).toContain("SANDBOX PLACEHOLDER");
    },
  );

  it.skipIf(!existsSync(join(BUILT_CLIENT, "downloads")))(
    "given a built site, should serve every direct download with the configured checksum",
    () => {
      for (const file of files) {
        expect(sha256(join(BUILT_CLIENT, "downloads", file.fileName))).toBe(file.sha256);
      }
    },
  );
});

describe("given the download page links (site/src/content/page-links/download.json)", () => {
  it("should point each product's primary link at its configured first download, never a missing file", () => {
    const links = JSON.parse(
      readFileSync(join(import.meta.dirname, "../content/page-links/download.json"), "utf8"),
    );
    for (const [product, config] of Object.entries(DOWNLOADS)) {
      const pages = links.pages as Record<string, { primary?: string }>;
      expect(pages[product]?.primary, product).toBe(primaryHref(config, null));
    }
  });
});

describe("given a demo placeholder in place of an installer (issue #38)", () => {
  it.each(DOWNLOAD_PRODUCTS)(
    "should tell search engines about %s's download only when it is the real app",
    (product) => {
      const config = DOWNLOADS[product];
      const demo = config.files.some((file) => file.placeholder);
      expect(publishedDownloadUrl(config)).toBe(demo ? undefined : primaryHref(config, null));
    },
  );

  it("should keep Windows and Mac, whose files are placeholders, out of the app's JSON-LD download", () => {
    expect(publishedDownloadUrl(DOWNLOADS.windows)).toBeUndefined();
    expect(publishedDownloadUrl(DOWNLOADS.mac)).toBeUndefined();
    expect(publishedDownloadUrl(DOWNLOADS.ios)).toMatch(/^https:\/\/apps\.apple\.com\//);
  });
});
