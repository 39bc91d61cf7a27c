import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LOCALE_CODES } from "@mvpn/locales";
import { describe, expect, it } from "vitest";
import { DOWNLOAD_PRODUCTS } from "../src/app/routing/site-pages";
import { checkProduct, checkSoftwareApplication } from "../src/app/seo/testing/rich-results";
import { BUILT_CLIENT } from "./built-site";

/**
 * Issue #37: the structured data as the prerendered pages carry it, under
 * every prefix the page exists under (none for English, and each locale's):
 * /pricing's Product with an Offer per plan, each download page's
 * SoftwareApplication, checked against schema.org and Google's rules.
 */
const PREFIXES = ["", ...LOCALE_CODES.map((code) => `/${code}`)];

function jsonLdOf(path: string): Array<Record<string, unknown>> {
  const file = join(BUILT_CLIENT, path, "index.html");
  expect(existsSync(file), file).toBe(true);
  const html = readFileSync(file, "utf8");
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] as string)
    .filter((text) => text.trim() !== "")
    .map((text) => JSON.parse(text) as Record<string, unknown>);
}

const ofType = (blocks: Array<Record<string, unknown>>, type: string) =>
  blocks.filter((block) => block["@type"] === type);

describe("given the built /pricing under every prefix", () => {
  it.each(PREFIXES)("should carry one valid Product with an Offer per plan under %s", (prefix) => {
    const blocks = jsonLdOf(`${prefix}/pricing`);
    const [product, ...more] = ofType(blocks, "Product");
    expect(more).toEqual([]);
    expect(product).toBeDefined();
    expect(checkProduct(product ?? {})).toEqual({ errors: [], warnings: [], richResultGaps: [] });
    expect(((product?.offers ?? []) as unknown[]).length).toBeGreaterThanOrEqual(3);
    expect(ofType(blocks, "FAQPage")).toHaveLength(1);
  });
});

describe("given every built download page under every prefix", () => {
  const cases = PREFIXES.flatMap((prefix) =>
    DOWNLOAD_PRODUCTS.map((product) => `${prefix}/download/${product}`),
  );
  it.each(cases)("should carry one valid SoftwareApplication, free, at %s", (path) => {
    const [app, ...more] = ofType(jsonLdOf(path), "SoftwareApplication");
    expect(more).toEqual([]);
    const report = checkSoftwareApplication(app ?? {});
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(app?.offers).toMatchObject({ price: "0" });
  });
});

describe("given the built home page and the rest of the site under every prefix (issue #38: the 4.6★ had no source)", () => {
  const pages = PREFIXES.flatMap((prefix) =>
    ["", "/pricing", "/features", "/download/windows", "/vpn-server"].map(
      (path) => `${prefix}${path}`,
    ),
  );
  it.each(pages)("should quote no rating and publish no aggregateRating at %s", (path) => {
    const html = readFileSync(join(BUILT_CLIENT, path, "index.html"), "utf8");
    expect(html).not.toContain('data-slot="rating"');
    expect(html).not.toContain("aggregateRating");
    expect(html).not.toMatch(/AggregateRating|ratingValue/);
  });
});
