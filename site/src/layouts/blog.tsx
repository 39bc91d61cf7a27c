import { Outlet } from "react-router";
import { SiteFrame } from "../app/frame/SiteFrame";
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
export const meta = layoutMeta;

/** SPEC.md §2 "blog" layout. */
export default function BlogLayoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame data={loaderData} layout="blog">
      <Outlet />
    </SiteFrame>
  );
}
