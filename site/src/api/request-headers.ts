import { currentToken } from "../state/session";
import { APP_TYPE, APP_TYPE_HEADER } from "./app-type";

/**
 * SPEC.md §7's headers, for every call the site makes to its api: "Every
 * call carries the header X-App-Type with value 501. It also carries
 * Authorization: Bearer {token} when a token exists, taken from state or the
 * cookie paypal_token." The axios client, the landing's geo fetch,
 * analytics, the remote config and the tools' calls all take them from here.
 * Not for third parties (the card provider's tokeniser): the token is ours.
 */
export function apiHeaders(token: string | null = currentToken()): Record<string, string> {
  return {
    [APP_TYPE_HEADER]: String(APP_TYPE),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}
