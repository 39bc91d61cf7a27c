import type { SocialMediaUseCase } from "../app/routing/site-pages";
import type { ContentHeading } from "./markdown/render-markdown";

/**
 * What the marketing pages' route loaders hand their components (serialisable:
 * embedded in the prerendered HTML and in the `.data` file of client
 * navigations). Kept apart from marketing.server.ts so client code can name
 * the types without importing the build-time reader.
 */
interface TextData {
  /** The language of the text: the page's, or English while its translation is missing. */
  locale: string;
  fallback: boolean;
  html: string;
  headings: ContentHeading[];
}

/** A region page: its description and its streaming and speed notes. */
export interface RegionText extends TextData {
  streaming: string;
  speed: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/** A social-media use case: its text, its one-sentence summary and its questions. */
export interface SocialText extends TextData {
  summary: string;
  faq: FaqEntry[];
}

export interface SocialSummaries {
  locale: string;
  summaries: Record<SocialMediaUseCase, string>;
}

/** The home page's pricing teaser, from the plan list the pricing page is prerendered with. */
export interface PricingTeaser {
  /** Lowest price per month of the default plan set ("4.99"). */
  perMonth: string;
  currency: string;
  /** SPEC.md §4 maximum discount, percent. */
  maxDiscount: number;
}
