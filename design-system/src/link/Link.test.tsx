import { render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { Link } from "./Link";

/** Stands in for the site router's Link: renders an anchor from a `to` prop. */
function RouterLink({ to, ...props }: ComponentProps<"a"> & { to: string }) {
  return <a href={to} data-router-link="" {...props} />;
}

describe("given a Link", () => {
  it("should render an underlined anchor in the link colour", () => {
    render(<Link href="/pricing">See plans</Link>);
    const link = screen.getByRole("link", { name: "See plans" });
    expect(link).toHaveAttribute("href", "/pricing");
    expect(link).toHaveAttribute("data-slot", "link");
    expect(link).toHaveClass("text-text-link", "underline", "focus-visible:outline-focus");
    expect(link).not.toHaveAttribute("target");
    expect(link).not.toHaveAttribute("rel");
  });

  it.each([
    ["muted", "text-text-muted"],
    ["inverse", "text-text-inverse"],
  ] as const)("should colour the %s variant with its token", (variant, token) => {
    render(
      <Link href="/termsuse" variant={variant}>
        Terms of use
      </Link>,
    );
    expect(screen.getByRole("link")).toHaveClass(token);
    expect(screen.getByRole("link")).toHaveAttribute("data-variant", variant);
  });

  it("should give dark surfaces the on-brand focus ring", () => {
    render(
      <Link href="/aboutus" variant="inverse">
        About
      </Link>,
    );
    expect(screen.getByRole("link")).toHaveClass("focus-visible:outline-focus-on-brand");
  });

  describe("given asChild and the router's link", () => {
    it("should style the router's link and keep its navigation props", () => {
      render(
        <Link asChild>
          <RouterLink to="/download">Downloads</RouterLink>
        </Link>,
      );
      const link = screen.getByRole("link", { name: "Downloads" });
      expect(link).toHaveAttribute("data-router-link");
      expect(link).toHaveAttribute("href", "/download");
      expect(link).toHaveClass("text-text-link");
    });

    it("should still mark it as external when asked", () => {
      render(
        <Link asChild external>
          <RouterLink to="https://help.example.com">Help centre</RouterLink>
        </Link>,
      );
      const link = screen.getByRole("link", { name: "Help centre (opens in a new tab)" });
      expect(link).toHaveAttribute("data-router-link");
      expect(link).toHaveAttribute("target", "_blank");
    });
  });
});

describe("given an external Link", () => {
  it("should open a new tab without giving it access to this page", () => {
    render(
      <Link href="https://help.example.com" external>
        Help centre
      </Link>,
    );
    const link = screen.getByRole("link");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("should keep the caller's rel values", () => {
    render(
      <Link href="https://example.com" external rel="nofollow noopener">
        Partner
      </Link>,
    );
    expect(screen.getByRole("link")).toHaveAttribute("rel", "nofollow noopener noreferrer");
  });

  it("should show an icon and tell screen readers about the new tab", () => {
    render(
      <Link href="https://help.example.com" external>
        Help centre
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Help centre (opens in a new tab)" });
    const icon = link.querySelector('[data-icon="external-link"]');
    expect(icon).toHaveAttribute("aria-hidden", "true");
    expect(icon).toHaveClass("rtl:-scale-x-100");
  });

  it.each([
    ["ar", "مركز المساعدة", "مركز المساعدة (يُفتح في علامة تبويب جديدة)"],
    ["de", "Hilfe", "Hilfe (öffnet in einem neuen Tab)"],
    ["ja", "ヘルプ", "ヘルプ （新しいタブで開きます）"],
    ["ru", "Справка", "Справка (откроется в новой вкладке)"],
  ])("should say it in %s", (locale, text, name) => {
    render(
      <LocaleProvider locale={locale}>
        <Link href="https://help.example.com" external>
          {text}
        </Link>
      </LocaleProvider>,
    );
    expect(screen.getByRole("link")).toHaveAccessibleName(name);
  });

  it("should take a caller's label instead", () => {
    render(
      <Link href="https://help.example.com" external newTabLabel="(new window)">
        Help
      </Link>,
    );
    expect(screen.getByRole("link")).toHaveAccessibleName("Help (new window)");
  });
});
