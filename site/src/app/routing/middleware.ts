import { loginPathFor } from "../../auth/login-path";
import { BLOG_CATEGORIES } from "./site-pages";

export interface MiddlewareContext {
  locale: string;
  params: Record<string, string | undefined>;
  isSignedIn: () => boolean;
  /** The path the visitor asked for, query included: where /login sends them back to. */
  path?: string;
}

/** What a middleware decides: go on (null), show the not-found page, or go elsewhere. */
export type MiddlewareOutcome = null | { notFound: true } | { redirect: string };

type RouteMiddleware = (context: MiddlewareContext) => MiddlewareOutcome;

const MIDDLEWARES: Record<string, RouteMiddleware> = {
  /**
   * SPEC.md §2: only a signed-in user may enter /paysuc (and /myaccount);
   * others sign in first, in their language, and come back (`?redirect=`).
   */
  auth: ({ isSignedIn, locale, path }) =>
    isSignedIn() ? null : { redirect: loginPathFor(locale, path) },
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
