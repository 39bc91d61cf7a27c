import { existsSync } from "node:fs";
import { DEFAULT_LOCALE } from "@mvpn/locales";
import { z } from "zod";
import { localeFromPath, prefixOf } from "../app/routing/paths";
import {
  type ServerRegion,
  SOCIAL_MEDIA_USE_CASES,
  type SocialMediaUseCase,
} from "../app/routing/site-pages";
import { maxDiscount } from "../pricing";
import { prerenderedPlans } from "../pricing/prerendered-plans";
import { contentPath, readContent } from "./markdown/read-content";
import type { PricingTeaser, RegionText, SocialSummaries, SocialText } from "./marketing-data";

/** Front matter of `site/content/regions/<locale>/<region>.md` (docs/content.md). */
export const regionSchema = z.object({
  /** What the region's streaming services offer viewers there, honestly (one or two sentences). */
  streaming: z.string().min(1),
  /** Who connects fastest to the region and why (one or two sentences). */
  speed: z.string().min(1),
});

/** Front matter of `site/content/social/<locale>/<id>.md`. */
export const socialSchema = z.object({
  /** One sentence for the use case's card on /vpn-for-social-media. */
  summary: z.string().min(1),
  faq: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).default([]),
});

/** The locale of the text for a path: the page's, or English while the translation is missing. */
function textLocale(pathname: string, kind: string, slug: string) {
  const locale = localeFromPath(pathname);
  const fallback = locale !== DEFAULT_LOCALE && !existsSync(contentPath(kind, locale, slug));
  return { locale: fallback ? DEFAULT_LOCALE : locale, fallback };
}

/** Build time: a region page's Markdown in the language of the requested path. */
export function loadRegionText(requestUrl: string, region: ServerRegion): RegionText {
  const { pathname } = new URL(requestUrl);
  const { locale, fallback } = textLocale(pathname, "regions", region);
  const { data, body } = readContent("regions", locale, region, regionSchema, {
    prefix: prefixOf(pathname),
  });
  return { ...data, locale, fallback, html: body.html, headings: body.headings };
}

/** Build time: a social-media use case's Markdown in the language of the requested path. */
export function loadSocialText(requestUrl: string, id: SocialMediaUseCase): SocialText {
  const { pathname } = new URL(requestUrl);
  const { locale, fallback } = textLocale(pathname, "social", id);
  const { data, body } = readContent("social", locale, id, socialSchema, {
    prefix: prefixOf(pathname),
  });
  return { ...data, locale, fallback, html: body.html, headings: body.headings };
}

/** Build time: the one-sentence summary of every use case, for the /vpn-for-social-media cards. */
export function loadSocialSummaries(requestUrl: string): SocialSummaries {
  const { pathname } = new URL(requestUrl);
  const summaries = Object.fromEntries(
    SOCIAL_MEDIA_USE_CASES.map((id) => {
      const { locale } = textLocale(pathname, "social", id);
      return [id, readContent("social", locale, id, socialSchema, { prefix: null }).data.summary];
    }),
  ) as Record<SocialMediaUseCase, string>;
  return { locale: localeFromPath(pathname), summaries };
}

/**
 * Build time: the lowest monthly price and the maximum discount of the plan
 * list the pricing page is prerendered with, so the home page's HTML quotes
 * the same figures and its bundle carries no plan data.
 */
export function loadPricingTeaser(): PricingTeaser {
  const { list, currency } = prerenderedPlans();
  const lowest = list.reduce((low, plan) =>
    Number(plan.price_amount) < Number(low.price_amount) ? plan : low,
  );
  return {
    perMonth: lowest.price_amount,
    currency: lowest.currency || currency,
    maxDiscount: maxDiscount(list),
  };
}
