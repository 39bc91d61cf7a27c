import type { FastifyReply, FastifyRequest } from "fastify";
import { badRequest } from "./envelope.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's application type from X-App-Type (SPEC.md §3); 0 on routes that do not check it. */
    appType: number;
  }
}

export const APP_TYPE_HEADER = "x-app-type";

/**
 * SPEC.md §3 "Product id to app name": every application type the api
 * accepts, with the app name shown in device lists and analytics.
 */
export const APP_NAMES: ReadonlyMap<number, string> = new Map([
  [1, "iOS_Master"],
  [2, "iOS_MasterPro"],
  [3, "iOS_Snap"],
  [4, "iOS_Turbo"],
  [5, "iOS_Robot"],
  [6, "iOS_Hot"],
  [7, "iOS_Monster"],
  [12, "Mac_Master"],
  [13, "iOS_Sofast"],
  [15, "Mac_Turbo"],
  [101, "Android_Master"],
  [102, "Android_MasterPro"],
  [103, "Android_Snap"],
  [104, "Android_Turbo"],
  [105, "Android_Robot"],
  [106, "Android_Hot"],
  [107, "Android_Monster"],
  [108, "Android_TV"],
  [109, "Android_ProLite"],
  [114, "Android_TurboLite"],
  [115, "Android_SuperNet"],
  [201, "Android_SDK_WiFi_Browser"],
  [301, "Chrome_Master"],
  [302, "Chrome_Turbo"],
  [401, "Windows_Master"],
  [402, "Windows_Turbo"],
  [501, "Web_Master"],
  [502, "Web_Turbo"],
  [503, "Web_Signal"],
  [512, "Web_TurboNovel"],
]);

export function isKnownAppType(value: number): boolean {
  return APP_NAMES.has(value);
}

/** The app name of an application type, or "Unknown" for one the table lacks. */
export function appNameOf(appType: number): string {
  return APP_NAMES.get(appType) ?? "Unknown";
}

// Plain decimal digits only: "501", not " 501", "0x1f5", "501.0" or "5e2".
const DECIMAL = /^[0-9]{1,6}$/;

/**
 * Reads and checks the X-App-Type header: missing → 400 "The X-App-Type
 * header is required", anything but a known type → 400 "Unknown application
 * type: <value>".
 */
export function parseAppType(header: string | string[] | undefined): number {
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw === undefined || raw.trim() === "") {
    throw badRequest("The X-App-Type header is required");
  }
  const value = raw.trim();
  const appType = DECIMAL.test(value) ? Number(value) : Number.NaN;
  if (!isKnownAppType(appType)) {
    // Shown back to the caller: keep it short and printable.
    const shown = value.slice(0, 40).replace(/[^\x20-\x7e]/g, "?");
    throw badRequest(`Unknown application type: ${shown}`);
  }
  return appType;
}

/**
 * onRequest hook: rejects a request without a known X-App-Type and exposes
 * `request.appType`. routes/mount.ts adds it to every /api/mms and /ws route;
 * a route registered without mount.ts can add it itself (`onRequest:
 * checkAppType`). Runs before the body is read, so a wrong header costs no
 * parsing.
 */
export async function checkAppType(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  request.appType = parseAppType(request.headers[APP_TYPE_HEADER]);
}
