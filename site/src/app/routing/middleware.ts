import { withLanguage } from "./paths";
import { BLOG_CATEGORIES } from "./site-pages";

export interface MiddlewareContext {
  locale: string;
  params: Record<string, string | undefined>;
  isSignedIn: () => boolean;
}

/** What a middleware decides: go on (null), show the not-found page, or go elsewhere. */
export type MiddlewareOutcome = null | { notFound: true } | { redirect: string };

type RouteMiddleware = (context: MiddlewareContext) => MiddlewareOutcome;

const MIDDLEWARES: Record<string, RouteMiddleware> = {
  /** SPEC.md §2: only a signed-in user may enter /paysuc; others sign in first. */
  auth: ({ isSignedIn, locale }) =>
    isSignedIn() ? null : { redirect: withLanguage(locale, "/login") },
  /**
   * SPEC.md §2 leaves the blog's category middleware open: it answers 404 for
   * a category the blog does not have, so no empty category page is indexed.
   */
  category: ({ params }) =>
    params.category !== undefined &&
    !(BLOG_CATEGORIES as readonly string[]).includes(params.category)
      ? { notFound: true }
      : null,
};

/** Runs a page's middlewares in order; the first that does not go on decides. An unknown name throws (SPEC.md §8). */
export function runMiddleware(
  names: readonly string[] | undefined,
  context: MiddlewareContext,
): MiddlewareOutcome {
  for (const name of names ?? []) {
    const middleware = MIDDLEWARES[name];
    if (!middleware) throw new Error(`Unknown route middleware: ${name}`);
    const outcome = middleware(context);
    if (outcome) return outcome;
  }
  return null;
}
