/** SPEC.md §1 and §7: the application type of the web product, sent as X-App-Type on every call. */
export const APP_TYPE = 501;
export const APP_TYPE_HEADER = "X-App-Type";

/**
 * SPEC.md §3 "Product id to app name": every application type the api
 * accepts, with the app name shown in device lists and analytics.
 */
export const APP_NAMES: Readonly<Record<number, string>> = {
  1: "iOS_Master",
  2: "iOS_MasterPro",
  3: "iOS_Snap",
  4: "iOS_Turbo",
  5: "iOS_Robot",
  6: "iOS_Hot",
  7: "iOS_Monster",
  12: "Mac_Master",
  13: "iOS_Sofast",
  15: "Mac_Turbo",
  101: "Android_Master",
  102: "Android_MasterPro",
  103: "Android_Snap",
  104: "Android_Turbo",
  105: "Android_Robot",
  106: "Android_Hot",
  107: "Android_Monster",
  108: "Android_TV",
  109: "Android_ProLite",
  114: "Android_TurboLite",
  115: "Android_SuperNet",
  201: "Android_SDK_WiFi_Browser",
  301: "Chrome_Master",
  302: "Chrome_Turbo",
  401: "Windows_Master",
  402: "Windows_Turbo",
  501: "Web_Master",
  502: "Web_Turbo",
  503: "Web_Signal",
  512: "Web_TurboNovel",
};

export function isKnownAppType(value: number): boolean {
  return Number.isInteger(value) && Object.hasOwn(APP_NAMES, value);
}

/** The app name of an application type, or "Unknown" for one the table lacks. */
export function appNameOf(appType: number): string {
  return isKnownAppType(appType) ? (APP_NAMES[appType] ?? "Unknown") : "Unknown";
}

/** The web product's app name (SPEC.md §3: 501 is Web_Master; test/constants.test.ts holds it to the table). */
export const APP_NAME = "Web_Master";
