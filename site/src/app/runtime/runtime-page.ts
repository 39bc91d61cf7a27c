/**
 * What the client runtime needs to know of the page it runs beside: the
 * frame passes its layout data, which has these fields among others. Kept
 * here, so the runtime does not import the frame that mounts it.
 */
export interface RuntimePage {
  locale: string;
  /** The path as requested, prefix included. */
  pathname: string;
  /** SPEC.md §2 page name, or `404`. */
  page: string;
  notFound: boolean;
}
