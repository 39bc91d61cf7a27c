// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import Cookies from "js-cookie";
import { describe, expect, it } from "vitest";
import { session } from "../state/session";
import { TOKEN_COOKIE } from "../state/token-cookie";
import { USERINFO_KEY } from "../storage/storage-keys";
import { useSignedInName, useSignedInPaying } from "./useSignedInName";

function Bar() {
  const name = useSignedInName();
  const paying = useSignedInPaying();
  return <p>{name === null ? "signed out" : `${name} ${paying ? "paying" : "visitor"}`}</p>;
}

describe("given a customer's kept session and a page that has just hydrated (issue #38: the bar of a paying customer)", () => {
  it("should show the account in the bar at once, without waiting for the runtime to restore the session", async () => {
    // What sign-in kept in the browser; the runtime, which also restores it, has not started.
    Cookies.set(TOKEN_COOKIE, "kq3N-token-of-43-characters-aaaaaaaaaaaaaaa");
    localStorage.setItem(
      USERINFO_KEY,
      JSON.stringify({ name: "Jane", vip: { remain_time: 86_400 } }),
    );
    expect(session.token).toBeNull();

    render(<Bar />);

    expect(await screen.findByText("Jane paying")).toBeTruthy();
  });
});
