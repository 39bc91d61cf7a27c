import type { IntlShape } from "react-intl";
import { apiUi } from "../api/ui-port";
import { siteToaster } from "../app/runtime/site-toaster";
import { clearSession } from "../state/session";
import { afterSignOutPath } from "./logout";
import { logoutMessages } from "./logout-messages";

let running = false;

/**
 * Logout (SPEC.md §3/§4, web/logout): the token revoked by the api, then the
 * cookie and the user state cleared whatever the api answered (a dead token,
 * no network), back to the page or home (afterSignOutPath), and a toast.
 * Loaded when the visitor presses "Log out", never with the header.
 */
export async function signOut({
  locale,
  current,
  navigate,
  intl,
}: {
  locale: string;
  /** The path of the page, query and hash included. */
  current: string;
  navigate: (to: string) => void;
  intl: IntlShape;
}): Promise<void> {
  if (running) return;
  running = true;
  try {
    // The site's client, but without its prompts: a token that is already dead (50012)
    // must not ask "log in again?" of someone logging out, nor send them to /login.
    const [{ createApiClient }, { createApiCalls }] = await Promise.all([
      import("../api/client"),
      import("../api/calls"),
    ]);
    const silent = () => ({
      ...apiUi(),
      alert: () => undefined,
      confirm: () => false,
      navigate: () => undefined,
    });
    await createApiCalls(createApiClient({ ui: silent })).logout();
  } catch {
    // The session is gone on this side anyway (calls.logout clears it in any case).
  } finally {
    clearSession();
    running = false;
  }
  navigate(afterSignOutPath(current, locale));
  siteToaster.success(intl.formatMessage(logoutMessages.signedOut), { id: "signed-out" });
}
