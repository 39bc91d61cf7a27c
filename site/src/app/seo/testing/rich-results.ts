/**
 * The checks a structured-data test applies to the site's Product/Offer and
 * SoftwareApplication JSON-LD: schema.org's types and value kinds, and
 * Google's rich-result rules (Search Central, "Product snippet" / "Merchant
 * listing" and "Software app" structured data): required properties are
 * errors, recommended ones warnings. Google also requires `aggregateRating` or
 * `review` for a software app's rich result; that one is reported apart
 * (`richResultGaps`), because the site has no rating it could honestly
 * publish with its count (ADR 0029).
 */
type Json = Record<string, unknown>;

export interface RichResultReport {
  errors: string[];
  warnings: string[];
  /** What Google's rich result still needs that the data leaves out on purpose. */
  richResultGaps: string[];
}

const ISO_4217 = /^[A-Z]{3}$/;
// schema.org Number or Text with a number: digits, one "." decimal point, no symbol or thousands separator.
const PRICE = /^\d+(\.\d+)?$/;
const ABSOLUTE_URL = /^https:\/\/[^\s/]+\.[^\s/]+\//;
const ISO_DURATION = /^P(\d+Y)?(\d+M)?(\d+W)?(\d+D)?$/;
const AVAILABILITY = new Set(
  [
    "BackOrder",
    "Discontinued",
    "InStock",
    "InStoreOnly",
    "LimitedAvailability",
    "MadeToOrder",
    "OnlineOnly",
    "OutOfStock",
    "PreOrder",
    "PreSale",
    "Reserved",
    "SoldOut",
  ].map((name) => `https://schema.org/${name}`),
);
const PRICE_TYPES = new Set(
  [
    "InvoicePrice",
    "ListPrice",
    "MinimumAdvertisedPrice",
    "MSRP",
    "SalePrice",
    "SRP",
    "StrikethroughPrice",
  ].map((name) => `https://schema.org/${name}`),
);
/** Google's values for a software app's applicationCategory. */
export const APPLICATION_CATEGORIES = new Set([
  "GameApplication",
  "SocialNetworkingApplication",
  "TravelApplication",
  "ShoppingApplication",
  "SportsApplication",
  "LifestyleApplication",
  "BusinessApplication",
  "DesignApplication",
  "DeveloperApplication",
  "DriverApplication",
  "EducationalApplication",
  "HealthApplication",
  "FinanceApplication",
  "SecurityApplication",
  "BrowserApplication",
  "CommunicationApplication",
  "DesktopEnhancementApplication",
  "EntertainmentApplication",
  "MultimediaApplication",
  "HomeApplication",
  "UtilitiesApplication",
  "ReferenceApplication",
]);

const isText = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "";
const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function checkPrice(where: string, node: Json, report: RichResultReport): void {
  const price = node.price;
  if (price === undefined) report.errors.push(`${where}: price is required`);
  else if (!PRICE.test(String(price)))
    report.errors.push(`${where}: price ${String(price)} is not a plain decimal number`);
  if (!ISO_4217.test(String(node.priceCurrency ?? "")))
    report.errors.push(`${where}: priceCurrency must be an ISO 4217 code`);
}

function checkOffer(where: string, offer: unknown, report: RichResultReport, merchant: boolean) {
  if (!isObject(offer) || offer["@type"] !== "Offer") {
    report.errors.push(`${where}: must be an Offer`);
    return;
  }
  checkPrice(where, offer, report);
  if (!merchant) return;
  if (!AVAILABILITY.has(String(offer.availability)))
    report.warnings.push(`${where}: availability should be a schema.org ItemAvailability URL`);
  if (!ABSOLUTE_URL.test(String(offer.url ?? "")))
    report.warnings.push(`${where}: url should be the offer's absolute https URL`);
  for (const [index, spec] of asList(offer.priceSpecification).entries()) {
    const at = `${where}.priceSpecification[${index}]`;
    if (!isObject(spec) || spec["@type"] !== "UnitPriceSpecification") {
      report.errors.push(`${at}: must be a UnitPriceSpecification`);
      continue;
    }
    checkPrice(at, spec, report);
    if (spec.priceCurrency !== offer.priceCurrency)
      report.errors.push(`${at}: priceCurrency differs from the offer's`);
    if (spec.billingDuration !== undefined && !ISO_DURATION.test(String(spec.billingDuration)))
      report.errors.push(`${at}: billingDuration must be an ISO 8601 duration`);
    if (spec.priceType !== undefined && !PRICE_TYPES.has(String(spec.priceType)))
      report.errors.push(`${at}: priceType must be a schema.org PriceTypeEnumeration URL`);
    if (
      spec.priceType === "https://schema.org/StrikethroughPrice" &&
      !(Number(spec.price) > Number(offer.price))
    )
      report.errors.push(`${at}: a strike-through price must be above the offer's price`);
  }
}

function checkRating(where: string, data: Json, report: RichResultReport): boolean {
  const rating = data.aggregateRating;
  if (rating !== undefined) {
    if (!isObject(rating) || rating.ratingValue === undefined)
      report.errors.push(`${where}: aggregateRating needs ratingValue`);
    else if (rating.ratingCount === undefined && rating.reviewCount === undefined)
      report.errors.push(`${where}: aggregateRating needs ratingCount or reviewCount`);
  }
  return rating !== undefined || data.review !== undefined;
}

function checkCommon(type: string, data: Json, report: RichResultReport): void {
  if (data["@context"] !== "https://schema.org")
    report.errors.push(`${type}: @context must be https://schema.org`);
  if (!isText(data.name)) report.errors.push(`${type}: name is required`);
  if (!isText(data.description)) report.warnings.push(`${type}: description is recommended`);
  if (!ABSOLUTE_URL.test(String(data.url ?? "")))
    report.warnings.push(`${type}: url should be the page's absolute https URL`);
}

/** Google's Product snippet and merchant listing rules. */
export function checkProduct(data: Json): RichResultReport {
  const report: RichResultReport = { errors: [], warnings: [], richResultGaps: [] };
  if (data["@type"] !== "Product") report.errors.push("Product: @type must be Product");
  checkCommon("Product", data, report);
  const offers = asList(data.offers);
  const rated = checkRating("Product", data, report);
  if (offers.length === 0 && !rated)
    report.errors.push("Product: one of offers, review or aggregateRating is required");
  // A merchant listing needs an image.
  if (!ABSOLUTE_URL.test(String(data.image ?? "")))
    report.errors.push("Product: image is required");
  if (!isObject(data.brand) || !isText(data.brand.name))
    report.warnings.push("Product: brand is recommended");
  for (const [index, offer] of offers.entries())
    checkOffer(`Product.offers[${index}]`, offer, report, true);
  return report;
}

/** Google's software app rules. */
export function checkSoftwareApplication(data: Json): RichResultReport {
  const report: RichResultReport = { errors: [], warnings: [], richResultGaps: [] };
  if (
    !["SoftwareApplication", "MobileApplication", "WebApplication"].includes(String(data["@type"]))
  )
    report.errors.push("SoftwareApplication: @type must be SoftwareApplication");
  checkCommon("SoftwareApplication", data, report);
  const offers = asList(data.offers);
  if (offers.length === 0) report.errors.push("SoftwareApplication: offers.price is required");
  for (const [index, offer] of offers.entries())
    checkOffer(`SoftwareApplication.offers[${index}]`, offer, report, false);
  if (!APPLICATION_CATEGORIES.has(String(data.applicationCategory)))
    report.warnings.push("SoftwareApplication: applicationCategory should be one of Google's");
  if (!isText(data.operatingSystem))
    report.warnings.push("SoftwareApplication: operatingSystem is recommended");
  if (!checkRating("SoftwareApplication", data, report))
    report.richResultGaps.push("aggregateRating or review");
  return report;
}
