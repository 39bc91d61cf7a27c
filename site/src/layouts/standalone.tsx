import { Outlet } from "react-router";
import type { Route } from "./+types/standalone";
import {
  layoutClientLoader,
  layoutLoader,
  layoutMeta,
  layoutShouldRevalidate,
} from "./route-exports";
import { SiteFrame } from "./SiteFrame";

export const loader = layoutLoader;
export const clientLoader = layoutClientLoader;
export const shouldRevalidate = layoutShouldRevalidate;
export const meta = layoutMeta;

/** SPEC.md §2 "standalone" layout. */
export default function StandaloneLayoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame data={loaderData} layout="standalone">
      <Outlet />
    </SiteFrame>
  );
}
