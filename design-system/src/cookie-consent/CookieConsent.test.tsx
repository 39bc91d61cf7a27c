import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { CookieConsent, type CookieConsentProps } from "./CookieConsent";

function renderBar(props: Partial<CookieConsentProps> = {}, locale = "en") {
  const callbacks = { onAccept: vi.fn(), onReject: vi.fn() };
  const view = render(
    <LocaleProvider locale={locale}>
      <CookieConsent {...callbacks} {...props} />
    </LocaleProvider>,
  );
  return { ...view, ...callbacks };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.style.scrollPaddingBlockEnd = "";
});

describe("given a CookieConsent bar", () => {
  it.each([
    ["en", "Cookie consent", "Accept", "Reject"],
    ["ar", "الموافقة على ملفات تعريف الارتباط", "قبول", "رفض"],
    ["de", "Cookie-Einwilligung", "Akzeptieren", "Ablehnen"],
  ])("should be a region named in %s %s with its two choices", (locale, name, accept, reject) => {
    renderBar({}, locale);
    const region = screen.getByRole("region", { name });
    expect(within(region).getByRole("button", { name: accept })).toBeInTheDocument();
    expect(within(region).getByRole("button", { name: reject })).toBeInTheDocument();
  });

  it("should call onAccept and onReject, each once", async () => {
    const { onAccept, onReject } = renderBar();
    await userEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onReject).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(onReject).toHaveBeenCalledTimes(1);
  });

  it("should make rejecting as easy as accepting: same look, same size", () => {
    renderBar();
    const accept = screen.getByRole("button", { name: "Accept" });
    const reject = screen.getByRole("button", { name: "Reject" });
    expect(reject.dataset.variant).toBe(accept.dataset.variant);
    expect(reject.dataset.size).toBe(accept.dataset.size);
    expect(reject.className).toBe(accept.className);
  });

  it("should be reached and answered with the keyboard alone", async () => {
    const { onReject, onAccept } = renderBar({ onSettings: vi.fn(), policyHref: "/cookies" });
    await userEvent.tab();
    expect(screen.getByRole("link", { name: "Cookie policy" })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Settings" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    expect(onReject).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.keyboard(" ");
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it("should offer Settings only when the site has a settings dialog", async () => {
    const onSettings = vi.fn();
    const { rerender } = renderBar();
    expect(screen.queryByRole("button", { name: "Settings" })).toBeNull();
    rerender(<CookieConsent onAccept={vi.fn()} onReject={vi.fn()} onSettings={onSettings} />);
    await userEvent.click(screen.getByRole("button", { name: "Settings" }));
    expect(onSettings).toHaveBeenCalledTimes(1);
  });

  it("should link the policy through the site's router, or take a policy link of its own", () => {
    const { rerender } = renderBar({
      policyHref: "/cookie-policy",
      renderLink: (props) => <a {...props} data-router="yes" />,
    });
    expect(screen.getByRole("link", { name: "Cookie policy" })).toHaveAttribute(
      "data-router",
      "yes",
    );
    rerender(
      <CookieConsent
        onAccept={vi.fn()}
        onReject={vi.fn()}
        policyLink={<a href="/privacy#cookies">How we use cookies</a>}
      />,
    );
    expect(screen.getByRole("link", { name: "How we use cookies" })).toBeInTheDocument();
  });

  it("should take the site's own words", () => {
    renderBar({ message: "We use cookies for analytics.", labels: { accept: "Allow all" } });
    expect(screen.getByText("We use cookies for analytics.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Allow all" })).toBeInTheDocument();
  });

  it("should be fixed to the bottom of the viewport", () => {
    renderBar();
    expect(screen.getByRole("region")).toHaveClass("fixed", "bottom-0", "inset-x-0");
  });

  describe("given the bar is 96 px tall", () => {
    it("should keep the page's end and focused elements clear of it, and give the space back when it goes", () => {
      vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
        height: 96,
      } as DOMRect);
      const { container, unmount } = renderBar();
      const spacer = container.querySelector('[data-slot="cookie-consent-spacer"]');
      expect(spacer).toHaveStyle({ blockSize: "96px" });
      expect(spacer).toHaveAttribute("aria-hidden", "true");
      expect(document.documentElement.style.scrollPaddingBlockEnd).toBe("96px");
      unmount();
      expect(document.documentElement.style.scrollPaddingBlockEnd).toBe("");
    });

    it("should publish its height for other fixed elements (the scroll-to-top button) while it shows", () => {
      vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
        height: 96,
      } as DOMRect);
      const { unmount } = renderBar();
      const root = document.documentElement.style;
      expect(root.getPropertyValue("--mvpn-bottom-bar-height")).toBe("96px");
      unmount();
      expect(root.getPropertyValue("--mvpn-bottom-bar-height")).toBe("");
    });

    it("should reserve nothing when told the bar is not fixed", () => {
      vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
        height: 96,
      } as DOMRect);
      const { container } = renderBar({ reserveSpace: false });
      expect(container.querySelector('[data-slot="cookie-consent-spacer"]')).toBeNull();
      expect(document.documentElement.style.scrollPaddingBlockEnd).toBe("");
    });
  });
});
