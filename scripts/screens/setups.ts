// The three ways issue #38's acceptance asks each point to be seen: a phone in
// Arabic and in Japanese, a desktop in English.

export interface Setup {
  id: "phone-ar" | "phone-ja" | "desktop-en";
  locale: "ar" | "ja" | "en";
  viewport: { width: number; height: number };
  phone: boolean;
}

export const SETUPS: readonly Setup[] = [
  { id: "phone-ar", locale: "ar", viewport: { width: 390, height: 844 }, phone: true },
  { id: "phone-ja", locale: "ja", viewport: { width: 390, height: 844 }, phone: true },
  { id: "desktop-en", locale: "en", viewport: { width: 1280, height: 800 }, phone: false },
];

/** The site's path of a page in a language: English has no prefix (SPEC.md §2). */
export const localePath = (locale: string, path: string) =>
  locale === "en" ? path : `/${locale}${path === "/" ? "" : path}`;

/** One screenshot as the manifest lists it. */
export interface Shot {
  file: string;
  screen: string;
  point: string;
  title: string;
  setup: Setup["id"];
  /** What the shot is, when it is not plainly the state its title names (a state the build lacks, a failed flow). */
  note?: string;
}

export interface Manifest {
  baseUrl: string;
  takenAt: string;
  shots: Shot[];
}
