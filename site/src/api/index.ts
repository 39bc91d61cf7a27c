import type { ApiCalls } from "./calls";

/**
 * The way in to the api for pages and stores. ARCHITECTURE.md: axios stays out
 * of the first chunks, so the client is imported on the first call (after
 * hydration) and shared from then on. Only types are imported statically here.
 */
export function api(): Promise<ApiCalls> {
  return import("./default-calls").then((module) => module.apiCalls);
}

export type { ApiCalls } from "./calls";
export { apiMessages } from "./messages";
export { type ApiUi, configureApiUi } from "./ui-port";
