import { type ReactNode, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import type { Route } from "./+types/root";
import { COOKIE_CONSENT_BOOT } from "./app/frame/cookie-consent-boot";
import { useDocumentLocale } from "./app/frame/document-locale";
import { ErrorView } from "./app/frame/ErrorView";
import { LocaleFonts } from "./app/frame/locale-fonts";
import { renderErrorOutcome } from "./app/frame/render-error";
import { useGuardedNavigate } from "./app/routing/guarded-navigation";
import { withLanguage } from "./app/routing/paths";
import { isChunkLoadError, shouldReloadForChunkError } from "./app/runtime/chunk-guard";
import { useLocaleRules } from "./app/useLocaleRules";
// Linked by URL, not imported for its side effect: a stylesheet imported by a
// module belongs to that module's chunk, and Vite's loader for every chunk
// imported lazily after hydration (the runtime layer, the toaster) would add
// it again. React Router links such a sheet as `….css#` so Vite cannot find
// it, and Chromium then applied the same sheet twice: a second style and
// layout of the whole page, 190 ms of main thread on a throttled phone (issue #14).
import siteStylesheet from "./app.css?url";

/**
 * The document: `lang` and `dir` as the layout loader decided them from the
 * path (app/frame/document-locale.ts), on the prerendered HTML and after
 * hydration alike.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { locale, dir } = useDocumentLocale();
  return (
    <html lang={locale} dir={dir} data-brand="master">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Pictures of public/favicon.svg, not the SVG: Blink makes a document of its own for each
            SVG it draws, favicons included (site/scripts/rasterize-pictures.ts, issue #34). */}
        <link rel="icon" href="/favicon-48.png" type="image/png" sizes="48x48" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <Meta />
        <link rel="stylesheet" href={siteStylesheet} />
        <Links />
        <LocaleFonts locale={locale} />
        {/* Before the first paint: the prerendered cookie bar, hidden once answered (CookieBar.tsx). */}
        <script dangerouslySetInnerHTML={{ __html: COOKIE_CONSENT_BOOT }} />
      </head>
      <body className="bg-surface text-text font-sans antialiased">
        {children}
        {/* SPEC.md §2: top of the page, or the hash anchor; back and forward restore the position. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useLocaleRules();
  return <Outlet />;
}

/**
 * SPEC.md §4/§8: a chunk that failed to load reloads once (the guard); a 404
 * shows the not-found page; any other error with a status code sends the
 * visitor to the language root (app/frame/render-error.ts, the one place the
 * rule lives); the rest shows a translated error message.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const navigate = useGuardedNavigate();
  const { locale } = useDocumentLocale();
  const outcome = renderErrorOutcome(error);
  useEffect(() => {
    if (
      isChunkLoadError(error) &&
      shouldReloadForChunkError(pathname, Date.now(), window.sessionStorage)
    ) {
      window.location.reload();
      return;
    }
    if (outcome.kind === "home") navigate(withLanguage(locale, "/"), { replace: true });
  }, [error, outcome.kind, pathname, locale, navigate]);
  return <ErrorView pathname={pathname} notFound={outcome.kind === "not-found"} />;
}
