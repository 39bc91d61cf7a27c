import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { Footer } from "./Footer";

const groups = [
  {
    title: "Product",
    links: [
      { href: "/features", label: "Features" },
      { href: "/pricing", label: "Pricing" },
    ],
  },
  { title: "Support", links: [{ href: "/contact-us", label: "Contact us" }] },
];

describe("given a Footer", () => {
  it("should be the contentinfo landmark with a named navigation of titled link groups", () => {
    render(<Footer groups={groups} legal="© 2025 mVPN" />);
    const footer = screen.getByRole("contentinfo");
    const nav = within(footer).getByRole("navigation", { name: "Footer" });
    expect(within(nav).getByRole("heading", { name: "Product", level: 2 })).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    expect(within(footer).getByText("© 2025 mVPN")).toBeInTheDocument();
  });

  it.each([
    ["inverse", ["bg-surface-inverse", "text-text-inverse"]],
    ["sunken", ["bg-surface-sunken", "text-text"]],
  ] as const)("should paint the %s tone with tokens", (tone, classes) => {
    render(<Footer tone={tone} groups={groups} />);
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveAttribute("data-variant", tone);
    expect(footer).toHaveClass(...classes);
  });

  it("should default to the dark footer with a focus ring that shows on it", () => {
    render(<Footer groups={groups} />);
    expect(screen.getByRole("link", { name: "Features" })).toHaveClass(
      "focus-visible:outline-focus-on-brand",
    );
  });

  it("should place the language switcher slot in the bottom line", () => {
    render(<Footer legal="© mVPN" languageSwitcher={<button type="button">Language</button>} />);
    const bottom = screen.getByText("© mVPN").parentElement;
    expect(bottom).toHaveAttribute("data-slot", "footer-bottom");
    expect(
      within(bottom as HTMLElement).getByRole("button", { name: "Language" }),
    ).toBeInTheDocument();
  });

  it("should translate the navigation's name", () => {
    render(
      <LocaleProvider locale="pl">
        <Footer groups={groups} />
      </LocaleProvider>,
    );
    expect(screen.getByRole("navigation", { name: "Stopka" })).toBeInTheDocument();
  });
});
