// @vitest-environment jsdom
import { act, type FormEvent, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COOKIE_CONSENT_BOOT } from "../frame/cookie-consent-boot";
import { holdUntilHydrated } from "./replay";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A checkout-like form: a controlled email field, a check box, a menu button and Pay. */
function Form({
  onPay,
  onMenu,
}: {
  onPay: (email: string, terms: boolean) => void;
  onMenu: () => void;
}) {
  const [email, setEmail] = useState("");
  const [terms, setTerms] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPay(email, terms);
  };
  return (
    <div>
      <button type="button" id="menu" onClick={onMenu}>
        Menu
      </button>
      <form onSubmit={submit}>
        <input id="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <input
          id="terms"
          type="checkbox"
          checked={terms}
          onChange={(event) => setTerms(event.target.checked)}
        />
        <button type="submit" id="pay">
          Pay
        </button>
      </form>
      <a id="link" href="#plans">
        Plans
      </a>
    </div>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

/** The form's server HTML in the document, and the step that hydrates it with the same props. */
function prerender(props: Parameters<typeof Form>[0]) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Form {...props} />);
  document.body.append(container);
  return {
    hydrate: () =>
      act(async () => {
        root = hydrateRoot(container, <Form {...props} />);
      }),
  };
}

const $ = <T extends HTMLElement>(selector: string) => document.querySelector(selector) as T;

/** What a visitor's browser does when they type: the value changes, then an input event. */
function type(field: HTMLInputElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("given a prerendered form the visitor uses before React has hydrated it", () => {
  it("should hand what was typed and ticked to React, and press Pay again once hydrated", async () => {
    const onPay = vi.fn();
    const page = prerender({ onPay, onMenu: vi.fn() });
    const replay = holdUntilHydrated(document);
    type($<HTMLInputElement>("#email"), "jane@example.com");
    $<HTMLInputElement>("#terms").click();
    const press = new MouseEvent("click", { bubbles: true, cancelable: true });
    $("#pay").dispatchEvent(press);
    // Held back: without React, a submit would reload the page with the email in its URL.
    expect(press.defaultPrevented).toBe(true);
    await page.hydrate();
    expect(onPay).not.toHaveBeenCalled();
    await act(async () => replay.afterHydration());
    expect(onPay).toHaveBeenCalledExactlyOnceWith("jane@example.com", true);
    expect($<HTMLInputElement>("#email").value).toBe("jane@example.com");
    expect($<HTMLInputElement>("#terms").checked).toBe(true);
  });

  it("should lose the value without the replay (the failure it prevents)", async () => {
    const onPay = vi.fn();
    const page = prerender({ onPay, onMenu: vi.fn() });
    type($<HTMLInputElement>("#email"), "jane@example.com");
    await page.hydrate();
    act(() => $("#pay").click());
    expect(onPay).toHaveBeenCalledExactlyOnceWith("", false);
  });

  it("should press a button React answers once, and leave links to the browser", async () => {
    const onMenu = vi.fn();
    const page = prerender({ onPay: vi.fn(), onMenu });
    const replay = holdUntilHydrated(document);
    $("#menu").click();
    $("#menu").click();
    const follow = new MouseEvent("click", { bubbles: true, cancelable: true });
    $("#link").dispatchEvent(follow);
    expect(follow.defaultPrevented).toBe(false);
    await page.hydrate();
    await act(async () => replay.afterHydration());
    expect(onMenu).toHaveBeenCalledOnce();
    // After the replay, presses go straight to React.
    act(() => $("#menu").click());
    expect(onMenu).toHaveBeenCalledTimes(2);
  });

  it("should leave the cookie bar's buttons to the head script that answers them", () => {
    document.body.innerHTML = `<div data-slot="cookie-consent"><button data-action="accept">Accept</button></div>`;
    const replay = holdUntilHydrated(document);
    const press = new MouseEvent("click", { bubbles: true, cancelable: true });
    $("[data-action]").dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
    replay.afterHydration();
  });
});

describe("given a form that React renders again as it hydrates", () => {
  it("should hand React what the visitor typed, not what the render left in the field", async () => {
    const onPay = vi.fn();
    const page = prerender({ onPay, onMenu: vi.fn() });
    const replay = holdUntilHydrated(document);
    type($<HTMLInputElement>("#email"), "jane@example.com");
    await page.hydrate();
    // A render after hydration (new data, a new currency) writes React's value back.
    $<HTMLInputElement>("#email").value = "";
    await act(async () => replay.afterHydration());
    act(() => $("#pay").click());
    expect(onPay).toHaveBeenCalledExactlyOnceWith("jane@example.com", false);
  });
});

describe("given a visitor who typed before the landing chunk had loaded", () => {
  it("should hand React what the fields hold that their HTML did not", async () => {
    const onPay = vi.fn();
    const page = prerender({ onPay, onMenu: vi.fn() });
    // Typed before anything listened.
    type($<HTMLInputElement>("#email"), "jane@example.com");
    const replay = holdUntilHydrated(document);
    await page.hydrate();
    $<HTMLInputElement>("#email").value = "";
    await act(async () => replay.afterHydration());
    act(() => $("#pay").click());
    expect(onPay).toHaveBeenCalledExactlyOnceWith("jane@example.com", false);
  });
});

describe("given a visitor who pressed the menu before the landing chunk had loaded", () => {
  it("should press it once React has the page, from what the head script held", async () => {
    // The document's head script (root.tsx) runs before the page is painted.
    new Function(COOKIE_CONSENT_BOOT)();
    const onMenu = vi.fn();
    const page = prerender({ onPay: vi.fn(), onMenu });
    const press = new MouseEvent("click", { bubbles: true, cancelable: true });
    $("#menu").dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    // The landing chunk arrives, then React.
    const replay = holdUntilHydrated(document);
    await page.hydrate();
    expect(onMenu).not.toHaveBeenCalled();
    await act(async () => replay.afterHydration());
    expect(onMenu).toHaveBeenCalledOnce();
    // The head script has handed over: later presses go straight to React.
    act(() => $("#menu").click());
    expect(onMenu).toHaveBeenCalledTimes(2);
  });
});
