import { z } from "zod";
import { localeFromPath } from "../app/routing/paths";
import {
  type ServerRegion,
  SOCIAL_MEDIA_USE_CASES,
  type SocialMediaUseCase,
} from "../app/routing/site-pages";
import { maxDiscount } from "../pricing";
import { prerenderedPlans } from "../pricing/prerendered-plans";
import { readContent } from "./markdown/read-content";
import { readPageText, textLocaleFor } from "./markdown/read-page-text";
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

/** Build time: a region page's Markdown in the language of the requested path. */
export function loadRegionText(requestUrl: string, region: ServerRegion): RegionText {
  return readPageText(requestUrl, "regions", region, regionSchema);
}

/** Build time: a social-media use case's Markdown in the language of the requested path. */
export function loadSocialText(requestUrl: string, id: SocialMediaUseCase): SocialText {
  return readPageText(requestUrl, "social", id, socialSchema);
}

/** Build time: the one-sentence summary of every use case, for the /vpn-for-social-media cards. */
export function loadSocialSummaries(requestUrl: string): SocialSummaries {
  const { pathname } = new URL(requestUrl);
  const summaries = Object.fromEntries(
    SOCIAL_MEDIA_USE_CASES.map((id) => {
      const { locale } = textLocaleFor("social", localeFromPath(pathname), id);
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
