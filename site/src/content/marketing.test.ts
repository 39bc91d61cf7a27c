import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_REGIONS, SOCIAL_MEDIA_USE_CASES } from "../app/routing/site-pages";
import { readContent } from "./markdown/read-content";
import {
  loadPricingTeaser,
  loadRegionText,
  loadSocialText,
  regionSchema,
  socialSchema,
} from "./marketing.server";
import { CONTINENTS, NETWORK, REGIONS } from "./regions";

const MESSAGES = join(import.meta.dirname, "../i18n/messages");
const CONTENT = join(import.meta.dirname, "../../content");

/** Every message of one locale, all catalogs merged. */
function catalogTexts(locale: string): Record<string, string> {
  const dir = join(MESSAGES, locale);
  return Object.assign(
    {},
    ...readdirSync(dir).map((file) => JSON.parse(readFileSync(join(dir, file), "utf8"))),
  );
}

const at = (path: string) => `https://www.mvpn.example${path}`;

describe("given the regions data file (issue #16: one file drives /vpn-server, the region pages and the home counts)", () => {
  it("should describe each of the 14 regions of SPEC.md §2 once", () => {
    expect(REGIONS.map((region) => region.id).sort()).toEqual([...SERVER_REGIONS].sort());
  });

  it("should give each region at least one city, its servers and protocols", () => {
    for (const region of REGIONS) {
      expect(region.cities.length).toBeGreaterThan(0);
      expect(region.servers).toBeGreaterThan(0);
      expect(region.protocols.length).toBeGreaterThan(0);
    }
  });

  it("should count the network from the list itself, so /vpn-server shows every country the site claims (issue #38)", () => {
    expect(NETWORK.countries).toBe(REGIONS.length);
    expect(NETWORK.cities).toBe(REGIONS.reduce((sum, region) => sum + region.cities.length, 0));
    expect(NETWORK.servers).toBe(REGIONS.reduce((sum, region) => sum + region.servers, 0));
  });

  it("should give every region a continent /vpn-server groups it under", () => {
    for (const region of REGIONS) expect(CONTINENTS).toContain(region.continent);
  });

  it.each(readdirSync(MESSAGES))(
    "should claim in %s only the number of countries the list has, in every message and page",
    (locale) => {
      const english = catalogTexts("en");
      const claims = Object.keys(english).filter((key) => /\d+ countries/.test(english[key] ?? ""));
      expect(claims.length).toBeGreaterThan(10);
      const own = catalogTexts(locale);
      const numbers = (text: string | undefined): string[] =>
        [...(text?.match(/\d+/g) ?? [])].sort();
      for (const key of claims) {
        expect(english[key]?.match(/(\d+) countries/)?.[1], key).toBe(String(NETWORK.countries));
        // Whatever the language writes around it, a translation gives the same count, and no
        // other number English lacks (single digits aside: Japanese writes "a month" as 1か月).
        const said = numbers(own[key]);
        expect(said, `${locale} ${key}`).toContain(String(NETWORK.countries));
        const extra = said.filter((n) => !numbers(english[key]).includes(n) && n.length > 1);
        expect(extra, `${locale} ${key}`).toEqual([]);
      }
      for (const page of ["aboutus", "press-room"]) {
        const text = readFileSync(join(CONTENT, "pages", locale, `${page}.md`), "utf8");
        expect(text, `${locale}/${page}.md`).not.toMatch(/(?<![\d.])94(?!\d)/);
      }
    },
  );
});

describe("given the English region and social-media texts", () => {
  it.each(SERVER_REGIONS)(
    "should describe %s in at least 150 words, with streaming and speed notes",
    (region) => {
      const { data, body } = readContent("regions", "en", region, regionSchema, { prefix: null });
      expect(body.words).toBeGreaterThanOrEqual(150);
      expect(data.streaming.length).toBeGreaterThan(40);
      expect(data.speed.length).toBeGreaterThan(40);
    },
  );

  it.each(SOCIAL_MEDIA_USE_CASES)(
    "should explain %s in at least 300 words, with a summary",
    (id) => {
      const { data, body } = readContent("social", "en", id, socialSchema, { prefix: null });
      expect(body.words).toBeGreaterThanOrEqual(300);
      expect(data.summary.length).toBeGreaterThan(40);
    },
  );

  it("should stand in with English, marked as such, while a locale has no file yet", () => {
    const text = loadRegionText(at("/ja/vpn-server/japan-vpn"), "japan-vpn");
    if (text.fallback) expect(text.locale).toBe("en");
    const social = loadSocialText(at("/ar/vpn-for-social-media/x"), "x");
    expect(social.html).toContain("<h2");
  });
});

describe("given the home page's pricing teaser", () => {
  it("should quote the lowest monthly price of the prerendered plans and the maximum discount (SPEC.md §4: at least 59%)", () => {
    const teaser = loadPricingTeaser();
    expect(teaser.perMonth).toBe("4.99");
    expect(teaser.currency).toBe("USD");
    expect(teaser.maxDiscount).toBeGreaterThanOrEqual(59);
  });
});
