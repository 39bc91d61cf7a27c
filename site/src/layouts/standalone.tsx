import { Outlet } from "react-router";
import { SiteFrame } from "../app/frame/SiteFrame";
import type { Route } from "./+types/standalone";
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

/** SPEC.md §2 "standalone" layout. */
export default function StandaloneLayoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame data={loaderData} layout="standalone">
      <Outlet />
    </SiteFrame>
  );
}
