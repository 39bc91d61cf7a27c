// @vitest-environment jsdom
import { createIntl } from "react-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteToaster } from "../app/runtime/site-toaster";
import { session, signIn } from "../state/session";

const logout = vi.fn<() => Promise<void>>();
const uiSeen: { confirm?: () => unknown }[] = [];

vi.mock("../api/client", () => ({
  createApiClient: (options: { ui: () => { confirm: () => unknown } }) => {
    uiSeen.push(options.ui());
    return {};
  },
}));
vi.mock("../api/calls", () => ({ createApiCalls: () => ({ logout }) }));

const { signOut } = await import("./sign-out");
const intl = createIntl({ locale: "en", messages: {} });

afterEach(() => {
  logout.mockReset();
  siteToaster.dismiss();
  uiSeen.length = 0;
});

describe("given a visitor who logs out from the header", () => {
  it("should revoke the token, clear the session, stay on a public page and say so", async () => {
    signIn("t".repeat(43));
    logout.mockResolvedValue(undefined);
    const navigate = vi.fn();
    await signOut({ locale: "ar", current: "/ar/pricing?plan=2", navigate, intl });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(session.token).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/ar/pricing?plan=2");
    expect(siteToaster.toasts().map((toast) => [toast.type, toast.message])).toEqual([
      ["success", "You are logged out."],
    ]);
  });

  it("should clear the session and go home from a page that needs a sign-in, even when the api refuses", async () => {
    signIn("t".repeat(43));
    logout.mockRejectedValue({ code: 50012, message: "You have been logged out.", data: null });
    const navigate = vi.fn();
    await signOut({ locale: "en", current: "/paysuc?order=7", navigate, intl });
    expect(session.token).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/");
    // A dead token asks nothing ("log in again?") of someone logging out.
    expect(uiSeen[0]?.confirm?.()).toBe(false);
  });
});
