import type { FirebaseOptions } from "firebase/app";
import { loadFirebaseApp } from "../firebase";

/**
 * Real-user performance monitoring through Firebase Performance Monitoring
 * (page load and network timings of real visits), started after hydration
 * when a Firebase project is configured and never otherwise. The SDK's own
 * settings are SPEC.md §9's third-party settings (config time-to-live 12 h,
 * log batches of up to 1000 entries with 3 retries; its heartbeat keeps 30
 * days in at most 1024 bytes): `third-party-settings.test.ts` checks them
 * against the SDK we ship, since the SDK does not let a page set them.
 * A browser the SDK does not support, or blocked requests, cost the page
 * nothing but a warning.
 */
export async function startPerformanceMonitoring(options: FirebaseOptions): Promise<boolean> {
  try {
    const [app, sdk] = await Promise.all([
      loadFirebaseApp(options),
      import("firebase/performance"),
    ]);
    sdk.initializePerformance(app, { dataCollectionEnabled: true, instrumentationEnabled: true });
    return true;
  } catch (error) {
    console.warn("performance monitoring: not started", error);
    return false;
  }
}
