import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "../../../scripts/write-site-files";
import { alternates, localeUrl, seoMeta } from "./seo-meta";

const origin = "https://www.mvpn.example";

describe("given a page's SEO tags", () => {
  const tags = seoMeta({
    locale: "de",
    pathname: "/de/pricing",
    title: "Preise",
    description: "Beschreibung",
    indexable: true,
    origin,
  });

  it("should carry the translated title and description", () => {
    expect(tags).toContainEqual({ title: "Preise" });
    expect(tags).toContainEqual({ name: "description", content: "Beschreibung" });
  });

  it("should point canonical and og:url at the page in its language", () => {
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `${origin}/de/pricing`,
    });
    expect(tags).toContainEqual({ property: "og:url", content: `${origin}/de/pricing` });
    expect(tags).toContainEqual({ property: "og:locale", content: "de_DE" });
  });

  it("should list hreflang alternates for the 11 languages plus x-default", () => {
    const links = tags.filter((tag) => "rel" in tag && tag.rel === "alternate");
    expect(links).toHaveLength(12);
    expect(links).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: `${origin}/pricing`,
    });
    expect(links).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "ar-SA",
      href: `${origin}/ar/pricing`,
    });
    expect(links).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "en",
      href: `${origin}/pricing`,
    });
  });

  it("should make /en/… canonical to the unprefixed English page", () => {
    expect(localeUrl("en", "/en/pricing", origin)).toBe(`${origin}/pricing`);
    expect(alternates("/en", origin).at(-1)).toEqual({ hrefLang: "x-default", href: `${origin}/` });
  });

  it("should mark private pages noindex, without canonical or alternates", () => {
    const hidden = seoMeta({
      locale: "en",
      pathname: "/myaccount",
      title: "t",
      description: "d",
      indexable: false,
      origin,
    });
    expect(hidden).toContainEqual({ name: "robots", content: "noindex" });
    expect(hidden.some((tag) => "rel" in tag)).toBe(false);
  });
});

describe("given sitemap.xml and robots.txt", () => {
  const sitemap = sitemapXml(origin);

  it("should list each public page once per language, English without a prefix", () => {
    expect(sitemap).toContain(`<loc>${origin}/pricing</loc>`);
    expect(sitemap).toContain(`<loc>${origin}/ja/vpn-server/japan-vpn</loc>`);
    expect(sitemap).not.toContain(`<loc>${origin}/en/pricing</loc>`);
    expect(sitemap).not.toContain("/myaccount</loc>");
    expect(sitemap).not.toContain("/404</loc>");
  });

  it("should give every entry its alternates: 11 languages and x-default, the help centre's 2 and x-default", () => {
    const entries = sitemap.split("<url>").slice(1);
    for (const entry of entries) {
      const links = entry.match(/<xhtml:link /g)?.length ?? 0;
      expect(links, entry).toBe(/\/help(\/[a-z-]+)?<\/loc>/.test(entry) ? 3 : 12);
    }
    expect(sitemap).toContain(`<loc>${origin}/ru/help/free-trial</loc>`);
    expect(sitemap).not.toMatch(/\/(de|ar|ja)\/help/);
  });

  it("should keep crawlers out of account and checkout pages and name the sitemap", () => {
    const robots = robotsTxt(origin);
    expect(robots).toContain("Disallow: /myaccount");
    expect(robots).toContain("Disallow: /*/pricing/checkout");
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).not.toContain("Disallow: /pricing\n");
  });
});
