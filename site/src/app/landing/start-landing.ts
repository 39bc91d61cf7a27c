import { apiBaseUrl } from "../../api/config";
import { fetchLandingGeo } from "../../api/landing-geo";
import { deviceState } from "../../state/device";
import { type GeoInfo, geo, loadGeo, restoreGeo } from "../../state/geo";
import { currentToken } from "../../state/session";
// Each module by its own path, not the tracking index: the landing chunk
// carries what the landing runs, not every export of the folder.
import { analyticsContext } from "../../tracking/analytics-context";
import { type AnalyticsQueue, createAnalyticsQueue } from "../../tracking/analytics-queue";
import { applyConsentDefaults } from "../../tracking/consent";
import { sendAnalytics } from "../../tracking/send-analytics";
import { trackLanding } from "../../tracking/track-landing";
import { readLocaleCookie } from "../locale-cookie";
import { leavePageFor } from "../routing/navigation-guards";
import { nextPath } from "../routing/next-path";
import { localeFromPath, pageName } from "../routing/paths";
import { startBuildCheck } from "../runtime/build-check";
import { installDownloadBlocking } from "../runtime/download-blocking";
import { firstInteraction } from "./hydration-cue";
import { hydrationMode, showsLocalPrices } from "./hydration-mode";
import { nextTask } from "./next-task";
import { type PageView, pageViewCounter } from "./page-views";
import { holdUntilHydrated, type Replay } from "./replay";

/**
 * What every page does as it lands, before and without React (ADR 0024):
 * SPEC.md §2's locale rules, §4's consent defaults and affiliate attribution,
 * the start-up geo fetch, page_show, the build check and download blocking.
 * The client runtime (promotions, the api client, the toaster and prompts)
 * starts when React has taken the page over, and uses what this started.
 */
export interface Landing {
  analytics: AnalyticsQueue;
  /** The start-up geo fetch (SPEC.md §3); null when it failed (SPEC.md §8). */
  geo: Promise<GeoInfo | null>;
  /** Resolves when the page should hydrate: at once, or on the first interaction. */
  hydrate: Promise<void>;
}

let landing: Landing | null = null;
let replay: Replay | null = null;
let language = "en";
let newBuildOut = false;
const newBuildListeners = new Set<() => void>();

/** The landing duties, once per page load; later calls return the same. */
export function startLanding(): Landing {
  if (landing) return landing;
  const path = `${location.pathname}${location.search}${location.hash}`;
  // SPEC.md §2 steps 2–3 and the path rules: a visitor whose language cookie
  // says Arabic and who lands on `/` goes to `/ar` before anything is tracked.
  const target = nextPath(path, null, {
    cookie: readLocaleCookie(),
    browserLanguages: navigator.languages,
  });
  if (target && target !== path) {
    leavePageFor(target, { replace: true });
    landing = { analytics: inertQueue, geo: new Promise(() => {}), hydrate: new Promise(() => {}) };
    return landing;
  }
  language = localeFromPath(location.pathname);
  const token = currentToken();
  const analytics = createAnalyticsQueue({
    context: () =>
      analyticsContext({
        language,
        device: deviceState.device,
        geo: geo.userMessage,
        appInfo: { build: __BUILD_ID__ },
      }),
    send: (frontId, events) => sendAnalytics(frontId, events, { apiBase: apiBaseUrl() }),
  });
  const mode = hydrationMode(path, { signedIn: token !== null });
  // Held until React has the page, even where it hydrates at load: a press in
  // the meantime (or one the head script held) would otherwise do nothing.
  // A document that loaded without the landing (the SPA fallback) starts it
  // from the runtime, after hydration: nothing is left to hold back then.
  const hydrated = document.documentElement.hasAttribute("data-hydrated");
  replay = hydrated ? null : holdUntilHydrated();
  let geoLoaded: (geo: Promise<GeoInfo | null>) => void = () => {};
  const geoInfo = new Promise<GeoInfo | null>((resolve) => {
    geoLoaded = resolve;
  });
  const cue =
    mode === "load"
      ? undefined
      : Promise.race([
          firstInteraction(),
          // A visitor who pays in pounds, Canadian or Australian dollars sees their prices without a touch.
          geoInfo.then((info) =>
            showsLocalPrices(path, info?.country_code) ? undefined : new Promise<void>(() => {}),
          ),
        ]);
  const landed = landInTasks(analytics, token, geoLoaded);
  landing = {
    analytics,
    geo: geoInfo,
    // Never before the landing's own steps have all run.
    hydrate: Promise.all([landed, cue]).then(() => undefined),
  };
  return landing;
}

/**
 * The rest of the landing, in SPEC.md's order, each step in a task of its own
 * (next-task.ts, issue #34): consent defaults and the landing query's cookies
 * first, then the geo fetch, then the device's parser, then page_show. Each
 * is a few milliseconds; together, in one task, they were a long task on a
 * phone.
 */
async function landInTasks(
  analytics: AnalyticsQueue,
  token: string | null,
  geoLoaded: (geo: Promise<GeoInfo | null>) => void,
): Promise<void> {
  await nextTask();
  applyConsentDefaults();
  trackLanding(location.search);
  installDownloadBlocking();
  startBuildCheck({
    currentId: __BUILD_ID__,
    onNewBuild: () => {
      newBuildOut = true;
      for (const listener of newBuildListeners) listener();
    },
  });
  await nextTask();
  restoreGeo();
  geoLoaded(loadGeo(() => fetchLandingGeo({ token })));
  await nextTask();
  // page_show's fields name the device; ua-parser loads beside the geo fetch.
  void import("../../state/detect-device").then(async ({ initDevice }) => {
    // The parser's module is evaluated in one task, the reading in the next.
    await nextTask();
    initDevice();
  });
  await nextTask();
  countPageView = pageViewCounter(analytics);
  trackPageView({ pathname: location.pathname, page: pageName(location.pathname) });
}

/** Called by the page once React has hydrated it: marks it and replays what came before. */
export function markHydrated(): void {
  // A mark for tests and monitoring, and for cookie-consent-boot.ts.
  document.documentElement.dataset.hydrated = "";
  const pending = replay;
  replay = null;
  // After the rest of hydration's effects, so each field's handlers are set.
  if (pending) setTimeout(() => pending.afterHydration(), 0);
}

/** The language analytics events carry: the page's, updated on a language switch. */
export function setAnalyticsLanguage(locale: string): void {
  language = locale;
}

let countPageView: ((view: PageView) => void) | null = null;

/** Counts a page view (page-views.ts): the landing's own, then each client navigation's. */
export function trackPageView(view: PageView): void {
  countPageView?.(view);
}

/** Subscribes to "a new build is out" (called at once when it already is); returns the unsubscribe. */
export function onNewBuild(listener: () => void): () => void {
  if (newBuildOut) listener();
  newBuildListeners.add(listener);
  return () => {
    newBuildListeners.delete(listener);
  };
}

const inertQueue: AnalyticsQueue = { track() {}, flush() {}, dispose() {} };
