// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installDownloadBlocking } from "./download-blocking";

describe("given SPEC.md §4's action blocking on download actions", () => {
  let country = "";
  let uninstall: () => void = () => undefined;
  beforeEach(() => {
    document.body.innerHTML = `
      <div data-download-page="windows"><div data-slot="hero-actions">
        <a id="download" data-slot="button" data-variant="primary" href="/downloads/mvpn-setup.exe"><span>Download</span></a>
        <a id="plans" data-slot="button" data-variant="outline" href="/pricing">See plans</a>
      </div></div>
      <div data-slot="download-button"><a id="option" data-slot="download-button-option" href="/downloads/mvpn-setup.dmg">Mac</a></div>`;
    uninstall = installDownloadBlocking(document, () => country);
  });
  afterEach(() => uninstall());

  function click(selector: string) {
    const handler = vi.fn();
    const element = document.querySelector(selector) as HTMLElement;
    element.closest("a")?.addEventListener("click", handler);
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    element.dispatchEvent(event);
    return { prevented: event.defaultPrevented, handled: handler.mock.calls.length > 0 };
  }

  it.each(["China", "people's republic of CHINA"])(
    "should block the download and its default when the country is %s",
    (name) => {
      country = name;
      expect(click("#download span")).toEqual({ prevented: true, handled: false });
      expect(click("#option")).toEqual({ prevented: true, handled: false });
    },
  );

  it("should let the download through elsewhere, and never block other actions", () => {
    country = "Germany";
    expect(click("#download")).toEqual({ prevented: false, handled: true });
    country = "China";
    expect(click("#plans")).toEqual({ prevented: false, handled: true });
  });
});
