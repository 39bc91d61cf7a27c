import { useLayoutData } from "../../app/frame/useLayoutData";
import { PageIntro } from "../../app/PageIntro";
import type { DownloadProduct } from "../../app/routing/site-pages";
import { downloadProductIntros } from "../intros/download";

/** One of the known sub-pages; the frame has already answered 404 for any other value. */
export default function DownloadProductPage() {
  const { links, params } = useLayoutData();
  const value = params.product as DownloadProduct;
  return (
    // The hero's primary action is this page's download: the runtime blocks it where
    // SPEC.md §4 asks (app/runtime/download-blocking.ts).
    <div data-download-page={value} className="contents">
      <PageIntro messages={downloadProductIntros[value]} links={links.pages?.[value] ?? links} />
    </div>
  );
}
