import type { LocalizedPrices, LocalizedProduct } from "@mvpn/contract";
import {
  currencyForCountry,
  LOCALIZED_PRICES_PATH,
  MAX_PRODUCT_IDS,
} from "@mvpn/contract/constants";
import type { FastifyInstance, FastifyReply } from "fastify";
import { minorUnitsToNumber } from "../../payments/money.js";

/** SPEC.md §3 "Localised price response": the shapes are the contract's (calls/l10n.ts). */
type Money = LocalizedProduct["price"];

const PRODUCT_IDS = /^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$/;
const COUNTRY = /^[A-Za-z]{2}$/;

/**
 * GET /l10n/prices?product_ids=1,2&customer_country=US: the prices of plans
 * (product ids = plan ids) in the currency of a country (US→USD, AU→AUD,
 * CA→CAD, GB→GBP, elsewhere USD).
 *
 * It imitates a separate price-localisation service, so it answers in that
 * service's shape rather than the api's envelope (ADR 0010):
 * `{ success: true, response: { customer_country, products: [...] } }`, and
 * `{ success: false, error: { code, message } }` with HTTP 400 for a bad
 * request. Unknown product ids are left out of `products`. No X-App-Type.
 */
export async function pricesRoutes(app: FastifyInstance): Promise<void> {
  app.get(LOCALIZED_PRICES_PATH, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const idsParam = query.product_ids;
    if (typeof idsParam !== "string" || idsParam.trim() === "") {
      return fail(
        reply,
        "product_ids is required: a comma-separated list of product ids, such as 1,2",
      );
    }
    const compact = idsParam.replace(/\s+/g, "");
    if (!PRODUCT_IDS.test(compact)) {
      return fail(
        reply,
        "product_ids must be a comma-separated list of positive whole numbers, such as 1,2",
      );
    }
    const ids = [...new Set(compact.split(",").map(Number))];
    if (ids.length > MAX_PRODUCT_IDS) {
      return fail(reply, `product_ids may name at most ${MAX_PRODUCT_IDS} products`);
    }
    const countryParam = query.customer_country;
    if (
      countryParam !== undefined &&
      (typeof countryParam !== "string" || (countryParam !== "" && !COUNTRY.test(countryParam)))
    ) {
      return fail(reply, "customer_country must be a two-letter country code, such as US");
    }
    const country = typeof countryParam === "string" ? countryParam.toUpperCase() : "";
    const currency = currencyForCountry(country);

    const products: LocalizedProduct[] = [];
    for (const id of ids) {
      const offer = await app.payments.catalog.find(id, currency);
      if (!offer) continue;
      const { plan, price } = offer;
      const term = money(price.amountMinor);
      const list = money(price.listAmountMinor);
      products.push({
        product_id: plan.id,
        product_title: plan.name,
        currency,
        vendor_set_prices_included_tax: true,
        price: price.trialAmountMinor === null ? term : money(price.trialAmountMinor),
        list_price: list,
        subscription: {
          interval: "month",
          frequency: plan.durationMonths,
          trial_days: 0,
          price: term,
          list_price: list,
        },
      });
    }
    // Prices change rarely; the plan list itself is refreshed every 10 s.
    reply.header("cache-control", "public, max-age=30");
    const response: LocalizedPrices = { customer_country: country, products };
    return { success: true, response };
  });
}

/** Tax is included in the prices: net equals gross. */
function money(minor: number): Money {
  const gross = minorUnitsToNumber(minor);
  return { gross, net: gross, tax: 0 };
}

function fail(reply: FastifyReply, message: string) {
  return reply.code(400).send({ success: false, error: { code: 400, message } });
}
