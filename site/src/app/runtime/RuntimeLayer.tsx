import { lazy, Suspense } from "react";
import type { LayoutName } from "../routing/site-pages";
import type { RuntimePage } from "./runtime-page";

// Two steps on purpose: Vite lists every chunk a dynamic import needs next to
// the import. Importing the runtime from here keeps that list (tracking,
// stores, dialogs, promotions…) in this small lazy chunk instead of in the
// first chunks of every page (site/test/js-budget.test.ts).
const BrowserRuntime = lazy(() => import("./BrowserRuntime"));

/** Loaded after hydration by `ClientRuntime`: the runtime of SPEC.md §3–§4, one more chunk away. */
export default function RuntimeLayer({ data, layout }: { data: RuntimePage; layout: LayoutName }) {
  return (
    <Suspense fallback={null}>
      <BrowserRuntime data={data} layout={layout} />
    </Suspense>
  );
}
