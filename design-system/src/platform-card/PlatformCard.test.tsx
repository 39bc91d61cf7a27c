import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PlatformCard } from "./PlatformCard";

describe("given a PlatformCard (issue #15: every platform as a card on /download)", () => {
  it("should show the platform's heading, words and actions", () => {
    render(
      <PlatformCard
        platform="windows"
        title="Windows"
        description="For Windows 10 and 11 PCs."
        meta="Version 5.4.2"
        actions={<a href="/download/windows">Install on Windows</a>}
      />,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Windows" })).toBeInTheDocument();
    expect(screen.getByText("For Windows 10 and 11 PCs.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Install on Windows" })).toHaveAttribute(
      "href",
      "/download/windows",
    );
  });

  it("given the visitor's platform, should mark the card with the badge it is given", () => {
    const { container } = render(<PlatformCard platform="ios" title="iOS" current="Your device" />);
    expect(screen.getByText("Your device")).toBeInTheDocument();
    expect(container.querySelector('[data-slot="platform-card"]')).toHaveAttribute(
      "data-current",
      "",
    );
  });

  it("given no badge, should not mark the card", () => {
    const { container } = render(<PlatformCard platform="ios" title="iOS" />);
    expect(container.querySelector('[data-slot="platform-card"]')).not.toHaveAttribute(
      "data-current",
    );
  });
});
