import { Outlet } from "react-router";
import type { LayoutData } from "../app/frame/layout-data";
import { SiteFrame } from "../app/frame/SiteFrame";
import type { LayoutName } from "../app/routing/site-pages";

/**
 * The component of a layout route (SPEC.md §2: default, blog, standalone):
 * the site frame of that layout around the page. The three routes differ
 * only in the name and, for the blog, the meta.
 */
export function frameRoute(layout: LayoutName) {
  function LayoutRoute({ loaderData }: { loaderData: LayoutData }) {
    return (
      <SiteFrame data={loaderData} layout={layout}>
        <Outlet />
      </SiteFrame>
    );
  }
  return LayoutRoute;
}
