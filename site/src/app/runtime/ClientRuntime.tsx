import { lazy, Suspense, useEffect, useState } from "react";
import { markHydrated } from "../landing/start-landing";
import type { LayoutName } from "../routing/site-pages";
import { RuntimeBoundary } from "./RuntimeBoundary";
import type { RuntimePage } from "./runtime-page";

// Everything the browser does beyond rendering (SPEC.md §3–§4: build check,
// tracking, analytics, consent, promotions, the api's dialogs) loads after
// hydration, so none of it weighs on a page's first chunks.
const RuntimeLayer = lazy(() => import("./RuntimeLayer"));

/** Mounted by every layout; renders the runtime layer once the page has hydrated. */
export function ClientRuntime({ data, layout }: { data: RuntimePage; layout: LayoutName }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    // Marks the page and replays what the visitor did before hydration (ADR 0024).
    markHydrated();
    setHydrated(true);
  }, []);
  return hydrated ? (
    <RuntimeBoundary>
      <Suspense fallback={null}>
        <RuntimeLayer data={data} layout={layout} />
      </Suspense>
    </RuntimeBoundary>
  ) : null;
}
