import { loadLayoutData } from "../app/frame/layout-data";
import { SiteFrame } from "../app/frame/SiteFrame";
import { leavePageFor } from "../app/routing/navigation-guards";
import { shouldCompatReload } from "../app/runtime/compat-reload";
import type { Route } from "./+types/catch-all";

// The server answers unknown paths itself (the static `{prefix}/404.html`, status 404).
// This route only renders when a navigation inside the app reaches a path no route
// matches, so it loads in the browser.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // SPEC.md §2 compatibility mode: the server may know a page this build does not
  // (a newer deploy); one full-page load per session asks it.
  if (shouldCompatReload(window.sessionStorage)) {
    leavePageFor(request.url);
    return new Promise<never>(() => {});
  }
  return loadLayoutData(request.url);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
}

export default function CatchAll({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame data={loaderData} layout="default">
      {null}
    </SiteFrame>
  );
}
