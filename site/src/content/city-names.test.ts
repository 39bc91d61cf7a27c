import { LOCALE_CODES } from "@mvpn/design-system/locales";
import { describe, expect, it } from "vitest";
import { CITY_NAMES, cityName } from "./city-names";
import { REGIONS } from "./regions";

const cities = REGIONS.flatMap((region) => region.cities);
// Issue #38: "Munich وBerlin" on /ar/vpn-server, "Tokyo、Osaka" on /ja.
const SCRIPTS: Record<string, RegExp> = {
  ar: /^[\u0600-\u06FF ]+$/,
  ja: /^[\u3040-\u30FF\u4E00-\u9FFF・ー]+$/,
  ru: /^[\u0400-\u04FF -]+$/,
};

describe("given the server cities of the regions (site/src/content/regions.ts)", () => {
  it("should have a row in the city names table for every city, and no row for a city not served", () => {
    expect(Object.keys(CITY_NAMES).sort()).toEqual([...cities].sort());
  });

  it.each(Object.entries(SCRIPTS))("should write every city in the %s script", (locale, script) => {
    for (const city of cities) expect(cityName(city, locale), city).toMatch(script);
  });

  it("should give each language's own name, and the English one where it is the same", () => {
    expect(cityName("Munich", "de")).toBe("München");
    expect(cityName("Munich", "ar")).toBe("ميونخ");
    expect(cityName("Tokyo", "ja")).toBe("東京");
    expect(cityName("Munich", "fr")).toBe("Munich");
    expect(cityName("Munich", "en")).toBe("Munich");
  });

  it("should only hold the site's locales", () => {
    for (const names of Object.values(CITY_NAMES)) {
      for (const locale of Object.keys(names)) expect(LOCALE_CODES).toContain(locale);
    }
  });
});
