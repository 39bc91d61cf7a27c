import { LOCALE_CODES } from "@mvpn/design-system/locales";
import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Explicit routes per locale prefix (not an optional `:lang?` segment, which
// would also capture `/xx/pricing` and `/foo`): an unknown prefix then simply
// matches nothing and reaches the not-found page. See TOOLCHAIN.md.
const localized = LOCALE_CODES.flatMap((code) => [
  route(code, "pages/home.tsx", { id: `home.${code}` }),
  route(`${code}/404`, "pages/not-found.tsx", { id: `404.${code}` }),
]);

export default [
  index("pages/home.tsx", { id: "home" }),
  route("404", "pages/not-found.tsx", { id: "404" }),
  ...localized,
  route("*", "pages/catch-all.tsx", { id: "catch-all" }),
] satisfies RouteConfig;
