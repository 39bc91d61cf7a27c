import type { ApiCalls } from "./calls";
import { apiUi } from "./ui-port";

let calls: Promise<ApiCalls> | null = null;

/**
 * The api's calls without the error table's alert dialog (SPEC.md §8 "Non-200
 * response from the admin wrapper"): the payment pages and the checkout say what went wrong
 * in their own words, by the field or in the status panel, and a poll that
 * meets a 5xx every 2 s must not stack dialogs. Everything else is the
 * site's client: the same base, headers, token and session rules (401 →
 * /login, the session-expiry confirm). Loaded on first use, like `api()`.
 */
export function quietApi(): Promise<ApiCalls> {
  calls ??= Promise.all([import("./client"), import("./calls")])
    .then(([{ createApiClient }, { createApiCalls }]) =>
      createApiCalls(createApiClient({ ui: () => ({ ...apiUi(), alert: () => undefined }) })),
    )
    .catch((error: unknown) => {
      calls = null;
      throw error;
    });
  return calls;
}
