import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { DefaultLayout } from "./DefaultLayout";

function Page({ locale = "en" }: { locale?: string }) {
  return (
    <LocaleProvider locale={locale}>
      <DefaultLayout
        header={
          <header>
            <a href="/">mVPN</a>
          </header>
        }
        footer={<footer>© mVPN</footer>}
      >
        <h1>Private browsing on every device</h1>
      </DefaultLayout>
    </LocaleProvider>
  );
}

describe("given a DefaultLayout", () => {
  it("should put the slots in page order: skip link, banner, main, contentinfo", () => {
    render(<Page />);
    const skip = screen.getByRole("link", { name: "Skip to main content" });
    const banner = screen.getByRole("banner");
    const main = screen.getByRole("main");
    const footer = screen.getByRole("contentinfo");
    expect(skip.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main).toContainElement(screen.getByRole("heading", { level: 1 }));
  });

  it("should make the skip link the first tab stop and point it at <main id=main>", async () => {
    render(<Page />);
    await userEvent.tab();
    const skip = screen.getByRole("link", { name: "Skip to main content" });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute("href", "#main");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
    // Focusable by script (the fragment jump) but never a tab stop of its own.
    expect(screen.getByRole("main")).toHaveAttribute("tabindex", "-1");
  });

  it("should translate the skip link", () => {
    render(<Page locale="ar" />);
    expect(screen.getByRole("link", { name: "انتقل إلى المحتوى الرئيسي" })).toBeInTheDocument();
  });

  it("should fill at least the viewport, with main growing, so the footer sits at the bottom", () => {
    render(<Page />);
    const root = screen.getByRole("main").parentElement;
    expect(root).toHaveAttribute("data-slot", "default-layout");
    expect(root).toHaveClass("flex", "min-h-dvh", "flex-col");
    expect(screen.getByRole("main")).toHaveClass("flex-1");
  });

  it("should let a page rename main's id, and the skip link follow", () => {
    render(
      <DefaultLayout mainId="content" skipLinkLabel="Skip">
        x
      </DefaultLayout>,
    );
    expect(screen.getByRole("link", { name: "Skip" })).toHaveAttribute("href", "#content");
    expect(screen.getByRole("main")).toHaveAttribute("id", "content");
  });
});
