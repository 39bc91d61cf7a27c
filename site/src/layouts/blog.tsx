import { createIntl } from "react-intl";
import { Outlet } from "react-router";
import type { LayoutData } from "../app/frame/layout-data";
import { SiteFrame } from "../app/frame/SiteFrame";
import { blogMessages } from "../pages/blog/blog-messages";
import { feedLink } from "../pages/blog/blog-meta";
import type { Route } from "./+types/blog";
import {
  layoutClientLoader,
  layoutLoader,
  layoutMeta,
  layoutShouldRevalidate,
} from "./route-exports";

export const loader = layoutLoader;
export const clientLoader = layoutClientLoader;
export const shouldRevalidate = layoutShouldRevalidate;

/** The frame's meta, and on every page of the blog the link to its language's Atom feed (issue #17). */
export function meta({ loaderData }: { loaderData: LayoutData | undefined }) {
  const shared = layoutMeta({ loaderData });
  if (!loaderData || loaderData.notFound) return shared;
  const intl = createIntl({ locale: loaderData.locale, messages: loaderData.messages });
  return [...shared, feedLink(loaderData.locale, intl.formatMessage(blogMessages.feedTitle))];
}

/** SPEC.md §2 "blog" layout. */
export default function BlogLayoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame data={loaderData} layout="blog">
      <Outlet />
    </SiteFrame>
  );
}
