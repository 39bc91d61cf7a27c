import { currentToken } from "../state/session";
import { APP_TYPE, APP_TYPE_HEADER } from "./app-type";

export interface CallShape {
  /** The call's HTTP method (any case); GET when absent. */
  method?: string | undefined;
  /** True when the call sends a body (the body sets its own type). */
  hasBody: boolean;
}

/**
 * SPEC.md §7's headers, for every call the site makes to its api: "Every
 * call carries the header X-App-Type with value 501. It also carries
 * Authorization: Bearer {token} when a token exists, taken from state or the
 * cookie paypal_token." The axios client, the landing's geo fetch (which
 * cannot wait for the client), analytics, the remote config and the tools'
 * calls all take them from here. Given the call's shape, a call that sends
 * no body but is no GET (geo_info, logout) also says JSON, or the api answers
 * 415. Not for third parties (the card provider's tokeniser): the token is ours.
 */
export function apiHeaders(
  token: string | null = currentToken(),
  call?: CallShape,
): Record<string, string> {
  const emptyWrite =
    call !== undefined && !call.hasBody && (call.method ?? "GET").toUpperCase() !== "GET";
  return {
    [APP_TYPE_HEADER]: String(APP_TYPE),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(emptyWrite ? { "Content-Type": "application/json" } : {}),
  };
}
