import {
  type AnalyticsContext,
  type AnalyticsEvent,
  buildAnalyticsEvent,
  type EventParamValue,
} from "./analytics-event";
import { MAX_EVENTS_PER_REQUEST, sendAnalytics } from "./send-analytics";

/** Events of the same second travel together: one request instead of one per click. */
export const ANALYTICS_FLUSH_DELAY_MS = 1000;

export interface AnalyticsQueueOptions {
  /** Read when an event happens, so each event carries the visitor's state of that moment. */
  context: () => AnalyticsContext;
  send?: (frontId: string, events: AnalyticsEvent[]) => Promise<void>;
  /** Where page exit is heard; `window` in the browser, none during server rendering. */
  target?: Window;
  now?: () => Date;
}

export interface AnalyticsQueue {
  track(name: string, params?: Readonly<Record<string, EventParamValue>>): void;
  flush(): void;
  dispose(): void;
}

/**
 * Collects events and sends them in batches: a second after the first
 * waiting event, at once when 100 wait, and when the page is hidden or left
 * (`visibilitychange` to hidden, `pagehide`), the last moment a browser
 * reliably gives, with `keepalive` carrying the request past the page's end.
 */
export function createAnalyticsQueue({
  context,
  send = sendAnalytics,
  target = typeof window === "undefined" ? undefined : window,
  now = () => new Date(),
}: AnalyticsQueueOptions): AnalyticsQueue {
  let waiting: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    // biome-ignore lint/style/noNonNullAssertion: the batch is not empty (checked above).
    void send(batch[0]!.front_id, batch);
  };

  const onHidden = () => {
    if (target?.document.visibilityState === "hidden") flush();
  };
  target?.addEventListener("pagehide", flush);
  target?.document.addEventListener("visibilitychange", onHidden);

  return {
    track(name, params = {}) {
      waiting.push(buildAnalyticsEvent(name, params, context(), now()));
      if (waiting.length >= MAX_EVENTS_PER_REQUEST) flush();
      else timer ??= setTimeout(flush, ANALYTICS_FLUSH_DELAY_MS);
    },
    flush,
    dispose() {
      flush();
      target?.removeEventListener("pagehide", flush);
      target?.document.removeEventListener("visibilitychange", onHidden);
    },
  };
}
