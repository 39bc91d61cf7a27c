/**
 * The route exports every layout route shares (default, blog, standalone):
 * each re-exports them by the names React Router reads.
 */
import { isSelectableLocale } from "@mvpn/locales";
import type {
  ClientLoaderFunctionArgs,
  LoaderFunctionArgs,
  MetaDescriptor,
  ShouldRevalidateFunctionArgs,
} from "react-router";
import { type LayoutData, loadLayoutData } from "../app/frame/layout-data";
import { leavePageFor } from "../app/routing/navigation-guards";
import { shouldCompatReload } from "../app/runtime/compat-reload";
import { seoMeta } from "../app/seo/seo-meta";
import { hasSessionToken } from "../state/token-cookie";

/** Build time: the prerendered page's frame data. */
export function loader({ request }: LoaderFunctionArgs): Promise<LayoutData> {
  return loadLayoutData(request.url);
}

/** Client navigations load the frame data in the browser, without a server round trip (and run the auth middleware). */
export function clientLoader({ request, params }: ClientLoaderFunctionArgs): Promise<LayoutData> {
  // A first segment that is no language (`/xx/pricing`) matched the `:lang`
  // routes (routes.ts): it is a path outside the known routes, so SPEC.md §2's
  // compatibility mode applies as in the catch-all route, and otherwise the
  // frame shows the not-found content (the data says so).
  if (
    params.lang !== undefined &&
    !isSelectableLocale(params.lang) &&
    shouldCompatReload(window.sessionStorage)
  ) {
    leavePageFor(request.url);
    return new Promise<never>(() => {});
  }
  return loadLayoutData(request.url, { isSignedIn: hasSessionToken });
}

/** The frame is shared by every page of a layout, so it loads again whenever the path changes. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

/** The page's title, description, canonical and alternates from the frame data (SPEC.md §2). */
export function meta({ loaderData }: { loaderData: LayoutData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  return seoMeta({
    locale: loaderData.locale,
    pathname: loaderData.pathname,
    title: loaderData.title,
    description: loaderData.description,
    indexable: loaderData.indexable,
  });
}
