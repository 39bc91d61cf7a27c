import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { STORES, StoreBadge } from "./StoreBadge";

describe("given a StoreBadge", () => {
  it.each([
    ["app-store", "Download on the App Store"],
    ["google-play", "Get it on Google Play"],
    ["chrome-web-store", "Available in the Chrome Web Store"],
    ["lg-content-store", "Available on LG Content Store"],
    ["samsung-apps", "Available on Samsung Smart TV"],
  ] as const)("should name the %s link by its two lines", (store, name) => {
    render(<StoreBadge store={store} href="https://example.test/app" />);
    const link = screen.getByRole("link", { name });
    expect(link).toHaveAttribute("href", "https://example.test/app");
    expect(link).toHaveAttribute("data-store", store);
  });

  it.each([
    ["de", "app-store", "Laden im App Store"],
    ["fr", "app-store", "Télécharger dans l’App Store"],
    ["ja", "app-store", "App Storeから ダウンロード"],
    ["ar", "google-play", "احصل عليه من Google Play"],
    ["ru", "chrome-web-store", "Доступно в интернет-магазине Chrome"],
  ] as const)("should use the %s wording for %s", (locale, store, name) => {
    render(
      <LocaleProvider locale={locale}>
        <StoreBadge store={store} href="#" />
      </LocaleProvider>,
    );
    expect(screen.getByRole("link", { name })).toBeInTheDocument();
  });

  it.each(STORES)(
    "should draw the %s mark in the text colour, hidden from screen readers",
    (store) => {
      render(<StoreBadge store={store} href="#" />);
      const svg = screen.getByRole("link").querySelector("svg");
      expect(svg).toHaveAttribute("fill", "currentColor");
      expect(svg).toHaveAttribute("aria-hidden", "true");
      expect(svg?.querySelector("path")?.getAttribute("d")?.length).toBeGreaterThan(20);
    },
  );

  it("should use token colours and a 52px target with a focus ring", () => {
    render(<StoreBadge store="app-store" href="#" />);
    expect(screen.getByRole("link")).toHaveClass(
      "bg-surface-inverse",
      "text-text-inverse",
      "h-13",
      "focus-visible:outline-focus",
    );
  });

  it("should render through a router link when given one", () => {
    render(
      <StoreBadge
        store="google-play"
        href="/download/android"
        renderLink={(props) => <a {...props} data-router="yes" />}
      />,
    );
    expect(screen.getByRole("link")).toHaveAttribute("data-router", "yes");
  });
});
