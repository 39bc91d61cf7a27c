import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LOCALE_CODES } from "@mvpn/locales";
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { DOWNLOADS } from "../../downloads/downloads.config";
import { downloadJsonLd } from "../../pages/download/download-json-ld";
import { pricingJsonLd } from "../../pages/pricing/pricing-json-ld";
import { prerenderedPlans } from "../../pricing/prerendered-plans";
import { DOWNLOAD_PRODUCTS } from "../routing/site-pages";
import { softwareApplication } from "./structured-data-download";
import { productWithOffers } from "./structured-data-pricing";
import { checkProduct, checkSoftwareApplication } from "./testing/rich-results";

/** A locale's own catalog of a page, as the prerender reads it. */
function intlFor(locale: string, catalog: string) {
  const file = join(import.meta.dirname, "../../i18n/messages", locale, `${catalog}.json`);
  const messages = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  return createIntl({
    locale,
    messages,
    onError: (error) => {
      throw error;
    },
  });
}

const PLANS = prerenderedPlans("default").list;

describe("given /pricing's Product and Offers in every locale the page exists in", () => {
  it.each(LOCALE_CODES)("should pass Google's Product and Offer rules in %s", (locale) => {
    const intl = intlFor(locale, "pricing");
    const data = pricingJsonLd(intl, PLANS, {
      description: intl.formatMessage({ id: "pricing.meta.description" }),
      locale,
    });
    expect(checkProduct(data)).toEqual({ errors: [], warnings: [], richResultGaps: [] });
    const offers = data.offers as Array<Record<string, unknown>>;
    expect(offers).toHaveLength(PLANS.length);
    for (const [index, plan] of PLANS.entries()) {
      const offer = offers[index] ?? {};
      expect(offer).toMatchObject({ price: plan.money, priceCurrency: plan.currency });
      expect(String(offer.url)).toMatch(
        new RegExp(`${locale === "en" ? "" : `/${locale}`}/pricing/checkout/${plan.id}$`),
      );
      const specs = offer.priceSpecification as Array<Record<string, unknown>>;
      expect(specs[0]).toMatchObject({ billingDuration: `P${plan.duration_months}M` });
      // The discount: the term's price before it, struck through, only where there is one.
      const struck = specs.find(
        (spec) => spec.priceType === "https://schema.org/StrikethroughPrice",
      );
      if (Number(plan.price_discount_amount) > Number(plan.money)) {
        expect(struck?.price).toBe(plan.price_discount_amount);
      } else {
        expect(struck).toBeUndefined();
      }
    }
  });
});

describe("given each download page's SoftwareApplication in every locale", () => {
  const cases = LOCALE_CODES.flatMap((locale) =>
    DOWNLOAD_PRODUCTS.map((product) => [locale, product] as const),
  );
  it.each(cases)("should pass Google's software app rules in %s for %s", (locale, product) => {
    const intl = intlFor(locale, "download");
    const config = DOWNLOADS[product];
    const data = downloadJsonLd(intl, product, locale);
    const report = checkSoftwareApplication(data);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    // Google's rich result also wants a rating with its count: the site has none to publish (ADR 0029).
    expect(report.richResultGaps).toEqual(["aggregateRating or review"]);
    expect(data).toMatchObject({
      operatingSystem: config.minOs,
      offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    });
    // A demo placeholder is not the app: search engines are not sent to it (issue #38).
    if (config.files.some((file) => file.placeholder)) expect(data.downloadUrl).toBeUndefined();
    else expect(String(data.downloadUrl)).toMatch(/^https:\/\//);
  });
});

describe("given the rich-result checks themselves (they can fail)", () => {
  const good = () =>
    productWithOffers({
      description: "d",
      plans: [
        {
          name: "12",
          id: 2,
          months: 12,
          price: "71.88",
          priceBeforeDiscount: "155.88",
          currency: "USD",
        },
      ],
    });

  it("should refuse a Product without an image, and an Offer priced with a symbol", () => {
    const { image: _, ...noImage } = good();
    expect(checkProduct(noImage).errors).toContain("Product: image is required");
    const data = good();
    (data.offers as Array<Record<string, unknown>>)[0] = {
      ...(data.offers as Array<Record<string, unknown>>)[0],
      price: "$71.88",
    };
    expect(checkProduct(data).errors.join()).toMatch(/not a plain decimal number/);
  });

  it("should refuse a strike-through price that is not above the price", () => {
    const data = good();
    const offer = (data.offers as Array<Record<string, unknown>>)[0] as Record<string, unknown>;
    const specs = offer.priceSpecification as Array<Record<string, unknown>>;
    specs[1] = { ...specs[1], price: "10.00" };
    expect(checkProduct(data).errors.join()).toMatch(/strike-through price must be above/);
  });

  it("should refuse an app without offers, and a rating without its count", () => {
    const app = {
      ...softwareApplication({
        name: "n",
        description: "d",
        operatingSystem: "o",
        softwareVersion: "1",
        path: "/download/mac",
      }),
    };
    delete app.offers;
    app.aggregateRating = { "@type": "AggregateRating", ratingValue: 4.6 };
    const { errors, richResultGaps } = checkSoftwareApplication(app);
    expect(errors).toContain("SoftwareApplication: offers.price is required");
    expect(errors).toContain(
      "SoftwareApplication: aggregateRating needs ratingCount or reviewCount",
    );
    expect(richResultGaps).toEqual([]);
  });
});
