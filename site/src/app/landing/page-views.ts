import { geo } from "../../state/geo";
import type { AnalyticsQueue } from "../../tracking/analytics-queue";
import { PAGE_SHOW_EVENT, schedulePageShow } from "../../tracking/page-show";

export interface PageView {
  pathname: string;
  page: string;
}

/**
 * SPEC.md §2: a page_show per page view, once the visitor's IP is known
 * (checked every 1 s, up to 10 times). A view left before that is dropped,
 * so an event never names a page the visitor is no longer on; the same path
 * counts once however often it is reported.
 */
export function pageViewCounter(
  analytics: Pick<AnalyticsQueue, "track">,
  ip: () => string | null | undefined = () => geo.userMessage?.user_ip,
): (view: PageView) => void {
  let last: string | null = null;
  let pending: AbortController | null = null;
  return (view) => {
    if (view.pathname === last) return;
    last = view.pathname;
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    void schedulePageShow({
      ip,
      send: () => analytics.track(PAGE_SHOW_EVENT, { page: view.page, path: view.pathname }),
      signal: controller.signal,
    });
  };
}
