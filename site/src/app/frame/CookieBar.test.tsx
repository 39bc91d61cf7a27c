// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LocaleProvider } from "@mvpn/design-system";
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACCEPTED_COOKIES_KEY } from "../../tracking/consent";
import { CookieBar } from "./CookieBar";
import { COOKIE_CONSENT_ANSWERED, COOKIE_CONSENT_BOOT } from "./cookie-consent-boot";
import { openCookieSettings } from "./cookie-settings";

// Tells React this test drives it with act() (no warning per update).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const bar = () => document.querySelector('[data-slot="cookie-consent"]');
const button = (action: "accept" | "reject") =>
  document.querySelector<HTMLButtonElement>(
    `[data-slot="cookie-consent"] [data-action="${action}"]`,
  );
/** The frame's providers, with the footer catalog every page loads (the bar's words are in it). */
const catalog = (locale: string): Record<string, string> =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, `../../i18n/messages/${locale}/footer.json`), "utf8"),
  );
const barIn = (locale: string) => (
  <IntlProvider locale={locale} messages={catalog(locale)} defaultLocale="en">
    <LocaleProvider locale={locale}>
      <CookieBar />
    </LocaleProvider>
  </IntlProvider>
);
const tree = barIn("en");

/** The page as it is served: the prerendered HTML, then the document's own script in the head. */
function servePage(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  // The script runs as the head parses it: in the global scope, as a <script> would.
  new Function(COOKIE_CONSENT_BOOT)();
  return container;
}

let root: Root | undefined;
const recoverable = vi.fn();

async function hydrate(container: HTMLElement) {
  await act(async () => {
    root = hydrateRoot(container, tree, { onRecoverableError: recoverable });
  });
  document.documentElement.setAttribute("data-hydrated", "");
}

beforeEach(() => {
  localStorage.clear();
  window.dataLayer = [];
  recoverable.mockClear();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  for (const name of [COOKIE_CONSENT_ANSWERED, "data-hydrated"]) {
    document.documentElement.removeAttribute(name);
  }
});

describe("given a first visit (no accpeted-cookies flag)", () => {
  it("should serve the bar in the prerendered HTML, before any script of the page runs", () => {
    servePage();
    expect(bar()).not.toBeNull();
    expect(document.documentElement.hasAttribute(COOKIE_CONSENT_ANSWERED)).toBe(false);
  });

  it("should keep the same bar through hydration and leave when accepted", async () => {
    const container = servePage();
    const served = bar();
    await hydrate(container);
    expect(bar()).toBe(served);
    expect(recoverable).not.toHaveBeenCalled();
    await act(async () => button("accept")?.click());
    expect(localStorage.getItem(ACCEPTED_COOKIES_KEY)).toBe("true");
    expect(bar()).toBeNull();
    // SPEC.md §4: ad user data and personalization follow the flag at once.
    expect(Array.from(window.dataLayer?.at(-1) as ArrayLike<unknown>)).toEqual([
      "consent",
      "update",
      { ad_user_data: "granted", ad_personalization: "granted" },
    ]);
  });

  it("should answer a click made before hydration: store the flag, hide the bar, and stay answered once hydrated", async () => {
    const container = servePage();
    button("reject")?.click();
    expect(localStorage.getItem(ACCEPTED_COOKIES_KEY)).toBe("false");
    expect(document.documentElement.getAttribute(COOKIE_CONSENT_ANSWERED)).toBe("answered");
    await hydrate(container);
    expect(recoverable).not.toHaveBeenCalled();
    expect(bar()).toBeNull();
  });

  it("should leave the clicks to the bar's own handlers once the page has hydrated", async () => {
    const container = servePage();
    await hydrate(container);
    const store = vi.spyOn(Storage.prototype, "setItem");
    await act(async () => button("accept")?.click());
    expect(store).toHaveBeenCalledTimes(1);
    store.mockRestore();
  });
});

describe("given the bar's sentence (issue #37: what the site says must be true)", () => {
  it.each([
    ["en", "/policy", "If you accept, your data may also be used for advertising"],
    ["de", "/de/policy", "Wenn Sie akzeptieren, dürfen Ihre Daten auch für Werbung"],
  ])(
    "should say in %s that only the use for ads waits for the answer, and link to %s",
    (locale, href, words) => {
      document.body.innerHTML = renderToString(barIn(locale));
      const message = document.querySelector('[data-slot="cookie-consent-message"]');
      expect(message?.textContent).toContain(words);
      // SPEC.md §4 grants analytics storage after 200 ms whatever the answer: the bar must not promise otherwise.
      expect(message?.textContent).not.toMatch(/with your consent, analytics/i);
      expect(message?.querySelector("a")?.getAttribute("href")).toBe(href);
    },
  );
});

describe("given a returning visitor (the flag is stored)", () => {
  it("should mark the document answered before the first paint, and take the bar out when hydrated", async () => {
    localStorage.setItem(ACCEPTED_COOKIES_KEY, "false");
    const container = servePage();
    expect(document.documentElement.getAttribute(COOKIE_CONSENT_ANSWERED)).toBe("answered");
    await hydrate(container);
    expect(recoverable).not.toHaveBeenCalled();
    expect(bar()).toBeNull();
  });

  it("should hide the marked bar and its spacer in the site's stylesheet", () => {
    const css = readFileSync(join(import.meta.dirname, "../../app.css"), "utf8");
    expect(css).toContain(`html[${COOKIE_CONSENT_ANSWERED}] [data-slot="cookie-consent"],`);
    expect(css).toContain(`html[${COOKIE_CONSENT_ANSWERED}] [data-slot="cookie-consent-spacer"] {`);
  });
});

describe("given an answer given in another tab", () => {
  it("should take the bar out of this tab too", async () => {
    const container = servePage();
    await hydrate(container);
    localStorage.setItem(ACCEPTED_COOKIES_KEY, "true");
    await act(async () => {
      window.dispatchEvent(new StorageEvent("storage", { key: ACCEPTED_COOKIES_KEY }));
    });
    expect(bar()).toBeNull();
  });
});

describe("given a visitor who answered and presses the footer's Cookie settings (issue #38)", () => {
  async function answeredPage(flag: "true" | "false") {
    localStorage.setItem(ACCEPTED_COOKIES_KEY, flag);
    const container = servePage();
    await hydrate(container);
    const opener = document.createElement("button");
    opener.textContent = "Cookie settings";
    document.body.append(opener);
    opener.focus();
    return opener;
  }

  it("should show the bar again, unhidden by the stylesheet's mark, with focus on it", async () => {
    const opener = await answeredPage("true");
    expect(bar()).toBeNull();
    await act(async () => openCookieSettings(opener));
    expect(bar()).not.toBeNull();
    expect(document.documentElement.hasAttribute(COOKIE_CONSENT_ANSWERED)).toBe(false);
    expect(document.activeElement).toBe(bar());
  });

  it("should apply a new answer at once (SPEC.md §4: ad user data and personalization follow the flag), then close and give focus back", async () => {
    const opener = await answeredPage("true");
    await act(async () => openCookieSettings(opener));
    await act(async () => button("reject")?.click());
    expect(localStorage.getItem(ACCEPTED_COOKIES_KEY)).toBe("false");
    expect(Array.from(window.dataLayer?.at(-1) as ArrayLike<unknown>)).toEqual([
      "consent",
      "update",
      { ad_user_data: "denied", ad_personalization: "denied" },
    ]);
    expect(bar()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("should let a visitor who declined accept after all", async () => {
    const opener = await answeredPage("false");
    await act(async () => openCookieSettings(opener));
    await act(async () => button("accept")?.click());
    expect(localStorage.getItem(ACCEPTED_COOKIES_KEY)).toBe("true");
    expect(Array.from(window.dataLayer?.at(-1) as ArrayLike<unknown>)).toEqual([
      "consent",
      "update",
      { ad_user_data: "granted", ad_personalization: "granted" },
    ]);
  });
});
