import type { FirebaseApp, FirebaseOptions } from "firebase/app";

/**
 * The site's Firebase app, shared by remote config and performance
 * monitoring. It is Firebase's default app because performance monitoring
 * refuses any other ("FB not default"). `firebase/app` is imported with
 * `import()` only: an eager import adds ~20 kB gzip to the first chunk
 * (TOOLCHAIN.md).
 */
export async function loadFirebaseApp(options: FirebaseOptions): Promise<FirebaseApp> {
  const { getApp, getApps, initializeApp } = await import("firebase/app");
  return getApps().length > 0 ? getApp() : initializeApp(options);
}
