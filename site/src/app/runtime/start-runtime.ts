import { api } from "../../api";
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
import { type AnalyticsQueue, startPerformanceMonitoring } from "../../tracking";
import { setAnalyticsLanguage, startLanding } from "../landing/start-landing";
import { installChunkGuard } from "./chunk-guard";

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

/**
 * The browser-only behaviour of SPEC.md §3–§4 that needs React's page: it
 * runs once, when the page has hydrated, after the landing duties
 * (../landing/start-landing.ts: consent defaults, the landing query, geo,
 * page_show, the build check), whose analytics queue it shares. Then the
 * api's dialogs, the profile, the remote config and promotions. Later calls
 * only bring the context up to date (a language switch changes the dialogs'
 * words and paths, and the language events carry).
 */
export function startRuntimeOnce({ ui, locale }: RuntimeContext): Runtime {
  setAnalyticsLanguage(locale);
  if (runtime) {
    configureApiUi(ui);
    return runtime;
  }
  const { analytics } = startLanding();
  installChunkGuard();
  configureApiUi(ui);
  void beginClientState();

  const remote = createRemoteConfig(remoteConfigSource(import.meta.env));
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
