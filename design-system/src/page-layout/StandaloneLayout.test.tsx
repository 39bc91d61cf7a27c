import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StandaloneLayout } from "./StandaloneLayout";

describe("given a StandaloneLayout (checkout, login)", () => {
  it("should show the slim brand bar instead of a full header, then centred content", () => {
    render(
      <StandaloneLayout brandBar={<a href="/">mVPN</a>}>
        <h1>Log in</h1>
      </StandaloneLayout>,
    );
    const bar = screen.getByRole("banner");
    expect(bar).toHaveAttribute("data-slot", "standalone-layout-bar");
    expect(bar).toContainElement(screen.getByRole("link", { name: "mVPN" }));
    expect(screen.queryByRole("navigation")).toBeNull();
    const main = screen.getByRole("main");
    expect(main).toHaveClass("flex", "justify-center");
    expect(screen.getByRole("heading").parentElement).toHaveClass("w-full", "max-w-md");
  });

  it("should widen for checkout", () => {
    render(<StandaloneLayout width="wide">Checkout</StandaloneLayout>);
    const content = screen.getByRole("main").firstElementChild;
    expect(content).toHaveClass("max-w-4xl");
    expect(screen.getByRole("main").parentElement).toHaveAttribute("data-size", "wide");
  });

  it("should have no banner without a brand bar, and keep the skip link", () => {
    render(<StandaloneLayout>Payment received</StandaloneLayout>);
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveAttribute(
      "href",
      "#main",
    );
  });
});
