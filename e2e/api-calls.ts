import type { Request } from "@playwright/test";

/** The api's calls that the client-runtime specs watch or answer themselves (SPEC.md §7). */
export const ANALYTICS_PATH = "/api/mms/analytics/v1/events";
export const GEO_GLOB = "**/api/mms/account/v1/geo_info";

export const isApiCall = (request: Request) =>
  /^\/(api|ws)\//.test(new URL(request.url()).pathname);

export const isPageShow = (request: Request) =>
  request.url().endsWith(ANALYTICS_PATH) && (request.postData() ?? "").includes('"page_show"');
