import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { SkipLink } from "./SkipLink";

describe("given a SkipLink", () => {
  it("should be hidden until focused, then shown above the page", () => {
    render(<SkipLink />);
    const link = screen.getByRole("link", { name: "Skip to main content" });
    expect(link).toHaveAttribute("data-slot", "skip-link");
    expect(link).toHaveClass("sr-only", "focus:not-sr-only", "focus:fixed", "focus:start-4");
  });

  it("should move focus to the target when followed, so Tab continues from there", async () => {
    render(
      <>
        <SkipLink />
        <nav>
          <a href="/pricing">Pricing</a>
        </nav>
        <main id="main" tabIndex={-1}>
          <a href="/download">Download</a>
        </main>
      </>,
    );
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("main")).toHaveFocus();
    expect(window.location.hash).toBe("");
    await userEvent.tab();
    expect(screen.getByRole("link", { name: "Download" })).toHaveFocus();
  });

  it.each([
    ["de", "Zum Hauptinhalt springen"],
    ["ja", "メインコンテンツへスキップ"],
    ["pt", "Pular para o conteúdo principal"],
  ])("should speak %s", (locale, label) => {
    render(
      <LocaleProvider locale={locale}>
        <SkipLink targetId="article" />
      </LocaleProvider>,
    );
    expect(screen.getByRole("link", { name: label })).toHaveAttribute("href", "#article");
  });
});
