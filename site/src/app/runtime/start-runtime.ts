import { api } from "../../api";
import { apiBaseUrl } from "../../api/config";
import { beginClientState } from "../../api/startup";
import { type ApiUi, configureApiUi } from "../../api/ui-port";
import { firebaseOptionsFrom } from "../../firebase";
import { MAX_DISCOUNT_FLOOR, maxDiscount } from "../../pricing";
import {
  createRemoteConfig,
  environmentFrom,
  loadPromotion,
  type Promotion,
  productDomainsFrom,
  remoteConfigSource,
  usesProductionConfig,
} from "../../promotion";
import { providePromotion } from "../../promotion/current-promotion";
import { deviceState } from "../../state/device";
import { geo } from "../../state/geo";
import {
  type AnalyticsQueue,
  analyticsContext,
  applyConsentDefaults,
  createAnalyticsQueue,
  PAGE_SHOW_EVENT,
  schedulePageShow,
  sendAnalytics,
  startPerformanceMonitoring,
  trackLanding,
} from "../../tracking";
import { startBuildCheck } from "./build-check";
import { installChunkGuard } from "./chunk-guard";
import { installDownloadBlocking } from "./download-blocking";

/** What the page keeps for its whole life, whichever layout is mounted. */
export interface Runtime {
  analytics: AnalyticsQueue;
  /** The promotion of the remote config (SPEC.md §4); rejects with "load remoteConfig timeout". */
  promotion(): Promise<Promotion>;
  /** SPEC.md §4: the floor of 59, raised to the plan list's highest discount_percent. */
  maxDiscount(): Promise<number>;
}

export interface RuntimeContext {
  /** The error table's dialogs and navigation, in the visitor's current language. */
  ui: ApiUi;
  locale: string;
}

let runtime: Runtime | null = null;
let language = "";
let newBuildOut = false;
const newBuildListeners = new Set<() => void>();

/**
 * The browser-only behaviour of SPEC.md §3–§4 that runs once per page load,
 * whatever the layouts do, in SPEC.md's order: consent defaults before
 * anything could read storage for a tag, the landing query, the api's
 * dialogs, then the start-up fetches. Later calls only bring the context up
 * to date (a language switch changes the dialogs' words and paths).
 */
export function startRuntimeOnce({ ui, locale }: RuntimeContext): Runtime {
  language = locale;
  if (runtime) {
    configureApiUi(ui);
    return runtime;
  }
  installChunkGuard();
  startBuildCheck({
    currentId: __BUILD_ID__,
    onNewBuild: () => {
      newBuildOut = true;
      for (const listener of newBuildListeners) listener();
    },
  });
  applyConsentDefaults();
  trackLanding(window.location.search);
  configureApiUi(ui);
  void beginClientState();
  installDownloadBlocking();

  const apiBase = apiBaseUrl();
  const analytics = createAnalyticsQueue({
    context: () =>
      analyticsContext({
        language,
        device: deviceState.device,
        geo: geo.userMessage,
        appInfo: { build: __BUILD_ID__ },
      }),
    send: (frontId, events) => sendAnalytics(frontId, events, { apiBase }),
  });
  const remote = createRemoteConfig(remoteConfigSource(import.meta.env, { apiBase }));
  remote.start();
  const firebase = firebaseOptionsFrom(import.meta.env);
  if (firebase) void startPerformanceMonitoring(firebase);
  const production = usesProductionConfig({
    host: window.location.hostname,
    productDomains: productDomainsFrom(import.meta.env),
    environment: environmentFrom(import.meta.env),
  });
  let discount: Promise<number> | undefined;
  const promotion = () => loadPromotion(remote, production);
  providePromotion(promotion);
  runtime = {
    analytics,
    promotion,
    // Asked only when a popup is about to open; a failure keeps the floor.
    maxDiscount: () => {
      discount ??= api()
        .then((calls) => calls.plans())
        .then((plans) => maxDiscount(plans.list ?? []))
        .catch(() => MAX_DISCOUNT_FLOOR);
      return discount;
    },
  };
  return runtime;
}

let lastPageView: string | null = null;
let pendingPageShow: AbortController | null = null;

/**
 * SPEC.md §2: a page_show per page view, once the visitor's IP is known
 * (checked every 1 s, up to 10 times). A view left before that is dropped,
 * so an event never names a page the visitor is no longer on.
 */
export function trackPageView(current: Runtime, view: { pathname: string; page: string }): void {
  if (view.pathname === lastPageView) return;
  lastPageView = view.pathname;
  pendingPageShow?.abort();
  const controller = new AbortController();
  pendingPageShow = controller;
  void schedulePageShow({
    ip: () => geo.userMessage?.user_ip,
    send: () => current.analytics.track(PAGE_SHOW_EVENT, { page: view.page, path: view.pathname }),
    signal: controller.signal,
  });
}

/** Subscribes to "a new build is out" (called at once when it already is); returns the unsubscribe. */
export function onNewBuild(listener: () => void): () => void {
  if (newBuildOut) listener();
  newBuildListeners.add(listener);
  return () => {
    newBuildListeners.delete(listener);
  };
}
