/** The countries whose flags the site shows (server regions), by ISO code: one picture each in ./flags/. */
export const FLAG_COUNTRIES = [
  "au",
  "br",
  "ca",
  "de",
  "fr",
  "gb",
  "hk",
  "id",
  "in",
  "it",
  "jp",
  "kr",
  "sg",
  "us",
] as const;

/**
 * Each flag picture's size in pixels (4:3): twice the largest size a page shows a flag at (96 × 72 on a
 * region page), and nearly five times the server list's 40 × 30, so it stays sharp on a phone's screen.
 */
export const FLAG_PIXELS = { width: 192, height: 144 } as const;
