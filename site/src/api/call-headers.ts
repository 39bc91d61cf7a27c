import { APP_TYPE, APP_TYPE_HEADER } from "./app-type";

export interface CallHeadersInput {
  /** The session token, when one is held. */
  token: string | null;
  /** The call's HTTP method (any case); GET when absent. */
  method?: string | undefined;
  /** True when the call sends a body (the body sets its own type). */
  hasBody: boolean;
}

/**
 * The headers every call of SPEC.md §7 carries: the application type, the
 * bearer token when one exists, and, on a call that sends no body but is no
 * GET (geo_info, logout), a JSON content type, or the api answers 415. The
 * api client and the landing chunk's geo fetch (./landing-geo.ts, which
 * cannot wait for the client) both build their headers here.
 */
export function callHeaders({ token, method, hasBody }: CallHeadersInput): Record<string, string> {
  const emptyWrite = !hasBody && (method ?? "GET").toUpperCase() !== "GET";
  return {
    [APP_TYPE_HEADER]: String(APP_TYPE),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(emptyWrite ? { "Content-Type": "application/json" } : {}),
  };
}
