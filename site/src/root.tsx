import { directionOf } from "@mvpn/design-system/locales";
import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import { localeFromPath } from "./app/routing/paths";
import "./app.css";

/** The document: `lang` and `dir` come from the path's locale, on the server-rendered HTML and after hydration alike. */
export function Layout({ children }: { children: ReactNode }) {
  const locale = localeFromPath(useLocation().pathname);
  return (
    <html lang={locale} dir={directionOf(locale)} data-brand="master">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="bg-surface text-text flex min-h-dvh flex-col font-sans antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
