import { Outlet } from "react-router";
import { SiteFrame } from "../app/frame/SiteFrame";
import type { Route } from "./+types/default";
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

/** SPEC.md §2 "default" layout. */
export default function DefaultLayoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame data={loaderData} layout="default">
      <Outlet />
    </SiteFrame>
  );
}
