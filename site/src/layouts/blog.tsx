import { createIntl } from "react-intl";
import type { LayoutData } from "../app/frame/layout-data";
import { blogMessages } from "../pages/blog/blog-messages";
import { feedLink } from "../pages/blog/blog-meta";
import { frameRoute } from "./frame-route";
import { meta as layoutMeta } from "./route-exports";

export { clientLoader, loader, shouldRevalidate } from "./route-exports";

/** The frame's meta, and on every page of the blog the link to its language's Atom feed (issue #17). */
export function meta({ loaderData }: { loaderData: LayoutData | undefined }) {
  const shared = layoutMeta({ loaderData });
  if (!loaderData || loaderData.notFound) return shared;
  const intl = createIntl({ locale: loaderData.locale, messages: loaderData.messages });
  return [...shared, feedLink(loaderData.locale, intl.formatMessage(blogMessages.feedTitle))];
}

/** SPEC.md §2 "blog" layout. */
export default frameRoute("blog");
