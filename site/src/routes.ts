import { LOCALE_CODES } from "@mvpn/design-system/locales";
import { layout, type RouteConfig, route } from "@react-router/dev/routes";
import { type LayoutName, routeId, SITE_PAGES } from "./app/routing/site-pages";

// Explicit routes per locale prefix (not an optional `:lang?` segment, which
// would also capture `/xx/pricing` and `/foo`): an unknown prefix then simply
// matches nothing and reaches the not-found page. See TOOLCHAIN.md.
const LAYOUT_FILES: Record<LayoutName, string> = {
  default: "layouts/default.tsx",
  blog: "layouts/blog.tsx",
  standalone: "layouts/standalone.tsx",
};

function pagesUnder(prefix: string | null) {
  return (Object.keys(LAYOUT_FILES) as LayoutName[]).map((name) =>
    layout(
      LAYOUT_FILES[name],
      { id: `${prefix ?? "root"}:layout-${name}` },
      SITE_PAGES.filter((page) => page.layout === name).map((page) => {
        const path = prefix ? `${prefix}/${page.path}` : page.path;
        return route(path === "" ? "/" : path, page.file, { id: routeId(page, prefix) });
      }),
    ),
  );
}

export default [
  ...pagesUnder(null),
  ...LOCALE_CODES.flatMap((code) => pagesUnder(code)),
  route("*", "pages/catch-all.tsx", { id: "catch-all" }),
] satisfies RouteConfig;
