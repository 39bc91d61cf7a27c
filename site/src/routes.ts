import { layout, type RouteConfig, route } from "@react-router/dev/routes";
import { type LayoutName, routeId, SITE_PAGES } from "./app/routing/site-pages";

// Each page twice: without a prefix, and under a `:lang` segment for the 11
// prefixes (ADR 0021; before, one entry per prefix, 720 routes whose manifest
// every page loaded). The unprefixed routes come first: on a tie in React
// Router's ranking (`/blog/pricing` is `blog/:unikey` and `:lang/pricing`
// alike) the earlier route wins, which is the reading without a language.
// A `:lang` that is no locale (`/xx/pricing`, `/foo`) reaches a layout whose
// loader finds no page for the path (app/routing/match-page.ts): the frame
// shows the not-found content, as the catch-all route does, and the server
// answers such paths with its 404 page before any script runs.
const LAYOUT_FILES: Record<LayoutName, string> = {
  default: "layouts/default.tsx",
  blog: "layouts/blog.tsx",
  standalone: "layouts/standalone.tsx",
};

/** The route segment of the language prefix. */
export const LANG_SEGMENT = ":lang";

function pagesUnder(prefix: typeof LANG_SEGMENT | null) {
  const group = prefix ? "lang" : null;
  return (Object.keys(LAYOUT_FILES) as LayoutName[]).map((name) =>
    layout(
      LAYOUT_FILES[name],
      { id: `${group ?? "root"}:layout-${name}` },
      SITE_PAGES.filter((page) => page.layout === name).map((page) => {
        const path = prefix ? `${prefix}/${page.path}`.replace(/\/$/, "") : page.path;
        return route(path === "" ? "/" : path, page.file, { id: routeId(page, group) });
      }),
    ),
  );
}

export default [
  ...pagesUnder(null),
  ...pagesUnder(LANG_SEGMENT),
  route("*", "pages/catch-all.tsx", { id: "catch-all" }),
] satisfies RouteConfig;
