import type { Platform, Store } from "@mvpn/design-system";
import type { DownloadProduct } from "../app/routing/site-pages";

/**
 * The one configuration of the nine download pages (SPEC.md §2 sub-pages
 * under /download; issue #15). App names and product ids come from SPEC.md
 * §3 "Product id to app name". Store listing ids are the sandbox's: they
 * have the shape of the real stores' addresses and are replaced when the
 * published listings are known.
 *
 * SANDBOX: every direct download below is a placeholder installer, a small
 * text file committed under site/public/downloads/ that says what it is. It
 * is served like the real file would be (never a 404) and its checksum is
 * the one published here; site/src/downloads/downloads.config.test.ts checks
 * both the source and the built copy against this file.
 */

export type Arch = "x64" | "arm64" | "universal";

export interface DirectDownload {
  arch: Arch;
  /** The file under /downloads/ on the site's own origin. */
  fileName: string;
  /** Size of the served file in bytes. */
  sizeBytes: number;
  /** SHA-256 of the served file, lower-case hex. */
  sha256: string;
  /** True while the file is the sandbox placeholder (see above). */
  placeholder: boolean;
}

export interface StoreListing {
  store: Store;
  url: string;
}

export interface DownloadConfig {
  product: DownloadProduct;
  /** The design system's platform for icons and names. */
  platform: Platform;
  /** SPEC.md §3; null where §3's table has no app for the platform (LG and Samsung TVs). */
  productId: number | null;
  appName: string | null;
  version: string;
  /** The oldest system the app runs on, as the vendor names it (not translated). */
  minOs: string;
  /** Store listing(s); empty for platforms installed from a file. */
  stores: readonly StoreListing[];
  /** Direct downloads (Windows x64 and arm64, macOS universal); empty for store apps. */
  files: readonly DirectDownload[];
  /** Phone apps: a QR code is offered on a desktop. */
  phone: boolean;
  /** Installed on a TV with the remote. */
  tv: boolean;
}

const PLACEHOLDER = true;

export const DOWNLOADS: Readonly<Record<DownloadProduct, DownloadConfig>> = {
  windows: {
    product: "windows",
    platform: "windows",
    productId: 401,
    appName: "Windows_Master",
    version: "5.4.2",
    minOs: "Windows 10 (64-bit)",
    stores: [],
    files: [
      {
        arch: "x64",
        fileName: "mvpn-5.4.2-windows-x64-setup.exe",
        sizeBytes: 348,
        sha256: "fba594c244728f4be56ca0c3cb3d8a8cb712b0fcf709d8400ab79f21fbacaa5b",
        placeholder: PLACEHOLDER,
      },
      {
        arch: "arm64",
        fileName: "mvpn-5.4.2-windows-arm64-setup.exe",
        sizeBytes: 358,
        sha256: "0e95fdc12b05b8995a56c530b37fe385fd9a62e155dcfe8be65899b55e5b6c5d",
        placeholder: PLACEHOLDER,
      },
    ],
    phone: false,
    tv: false,
  },
  mac: {
    product: "mac",
    platform: "macos",
    productId: 12,
    appName: "Mac_Master",
    version: "5.3.0",
    minOs: "macOS 12 Monterey",
    stores: [],
    files: [
      {
        arch: "universal",
        fileName: "mvpn-5.3.0-macos-universal.dmg",
        sizeBytes: 378,
        sha256: "a12c4c356ed704c922e9690e74db132562066b7d6a569e5c4b1840697446f3a8",
        placeholder: PLACEHOLDER,
      },
    ],
    phone: false,
    tv: false,
  },
  ios: {
    product: "ios",
    platform: "ios",
    productId: 1,
    appName: "iOS_Master",
    version: "5.2.0",
    minOs: "iOS 15 / iPadOS 15",
    stores: [{ store: "app-store", url: "https://apps.apple.com/app/mvpn-master/id6450000001" }],
    files: [],
    phone: true,
    tv: false,
  },
  android: {
    product: "android",
    platform: "android",
    productId: 101,
    appName: "Android_Master",
    version: "4.9.1",
    minOs: "Android 8.0",
    stores: [
      {
        store: "google-play",
        url: "https://play.google.com/store/apps/details?id=com.mvpn.master",
      },
    ],
    files: [],
    phone: true,
    tv: false,
  },
  chrome: {
    product: "chrome",
    platform: "chrome",
    productId: 301,
    appName: "Chrome_Master",
    version: "3.1.0",
    minOs: "Chrome 110",
    stores: [
      {
        store: "chrome-web-store",
        url: "https://chromewebstore.google.com/detail/mvpn-master/lmhcjfbpeaklpmpdjbaiagbokjmnjgcm",
      },
    ],
    files: [],
    phone: false,
    tv: false,
  },
  "apple-tv": {
    product: "apple-tv",
    platform: "apple-tv",
    // The tvOS app ships in the iOS_Master listing (one purchase for iPhone, iPad and Apple TV).
    productId: 1,
    appName: "iOS_Master",
    version: "5.2.0",
    minOs: "tvOS 17",
    stores: [
      {
        store: "app-store",
        url: "https://apps.apple.com/app/mvpn-master/id6450000001?platform=appleTV",
      },
    ],
    files: [],
    phone: false,
    tv: true,
  },
  "smart-tv": {
    product: "smart-tv",
    platform: "android-tv",
    productId: 108,
    appName: "Android_TV",
    version: "4.9.1",
    minOs: "Android TV 9 / Google TV",
    stores: [
      {
        store: "google-play",
        url: "https://play.google.com/store/apps/details?id=com.mvpn.tv",
      },
    ],
    files: [],
    phone: false,
    tv: true,
  },
  "lg-tv": {
    product: "lg-tv",
    platform: "lg-tv",
    productId: null,
    appName: null,
    version: "2.1.0",
    minOs: "webOS 6.0",
    stores: [
      {
        store: "lg-content-store",
        url: "https://us.lgappstv.com/main/tvapp/detail?appId=1300021",
      },
    ],
    files: [],
    phone: false,
    tv: true,
  },
  "samsung-tv": {
    product: "samsung-tv",
    platform: "samsung-tv",
    productId: null,
    appName: null,
    version: "2.1.0",
    minOs: "Tizen 6.0",
    stores: [
      {
        store: "samsung-apps",
        url: "https://www.samsung.com/us/appstore/app/G20000012345",
      },
    ],
    files: [],
    phone: false,
    tv: true,
  },
};

/** Order of the cards on /download: computers, phones, the browser, then the TVs together. */
export const DEVICE_PRODUCTS = ["windows", "mac", "ios", "android", "chrome"] as const;
export const TV_PRODUCTS = ["smart-tv", "apple-tv", "samsung-tv", "lg-tv"] as const;

/** Where the site serves a direct download. */
export const fileHref = (file: DirectDownload) => `/downloads/${file.fileName}`;

/** The product's files, the visitor's architecture first (Windows on Arm gets arm64 first). */
export function filesFor(config: DownloadConfig, arch: Arch | null): DirectDownload[] {
  return [...config.files].sort((a, b) => Number(b.arch === arch) - Number(a.arch === arch));
}

/**
 * The download search engines are told about (the app's JSON-LD): none while
 * the file is a demo placeholder, which is not the app (issue #38).
 */
export function publishedDownloadUrl(config: DownloadConfig): string | undefined {
  const file = filesFor(config, null)[0];
  if (file?.placeholder) return undefined;
  return primaryHref(config, null);
}

/** The first thing to offer: the visitor's file, or the store listing. */
export function primaryHref(config: DownloadConfig, arch: Arch | null): string | undefined {
  const file = filesFor(config, arch)[0];
  return file ? fileHref(file) : config.stores[0]?.url;
}
