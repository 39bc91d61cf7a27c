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
import { NETWORK, REGIONS } from "./regions";

const at = (path: string) => `https://www.mvpn.example${path}`;

describe("given the regions data file (issue #16: one file drives /vpn-server, the region pages and the home counts)", () => {
  it("should describe each of the 14 regions of SPEC.md §2 once", () => {
    expect(REGIONS.map((region) => region.id).sort()).toEqual([...SERVER_REGIONS].sort());
  });

  it("should give each region at least one city, its servers and protocols, within the network's totals", () => {
    for (const region of REGIONS) {
      expect(region.cities.length).toBeGreaterThan(0);
      expect(region.servers).toBeGreaterThan(0);
      expect(region.protocols.length).toBeGreaterThan(0);
    }
    const cities = REGIONS.reduce((sum, region) => sum + region.cities.length, 0);
    const servers = REGIONS.reduce((sum, region) => sum + region.servers, 0);
    expect(REGIONS.length).toBeLessThanOrEqual(NETWORK.countries);
    expect(cities).toBeLessThanOrEqual(NETWORK.cities);
    expect(servers).toBeLessThanOrEqual(NETWORK.servers);
  });
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
