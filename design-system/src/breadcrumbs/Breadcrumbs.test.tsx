import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { LinkRendererProps } from "../link-renderer/linkRenderer";
import { LocaleProvider } from "../locale/LocaleProvider";
import { Breadcrumbs } from "./Breadcrumbs";

const items = [
  { href: "/", label: "Home" },
  { href: "/blog", label: "Blog" },
  { href: "/blog/category/privacy", label: "Privacy" },
  { label: "What a VPN does and does not hide" },
];

describe("given Breadcrumbs", () => {
  it("should be a named navigation with an ordered list of the path", () => {
    render(<Breadcrumbs items={items} />);
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    const list = within(nav).getByRole("list");
    expect(list.tagName).toBe("OL");
    expect(within(list).getAllByRole("listitem")).toHaveLength(4);
    expect(within(nav).getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
  });

  it("should mark the last crumb as the current page, not as a link", () => {
    render(<Breadcrumbs items={items} />);
    const current = screen.getByText("What a VPN does and does not hide");
    expect(current).toHaveAttribute("aria-current", "page");
    expect(current.closest("a")).toBeNull();
    expect(screen.getAllByRole("link")).toHaveLength(3);
  });

  it("should keep a link on the current crumb when it has one", () => {
    render(
      <Breadcrumbs
        items={[
          { href: "/", label: "Home" },
          { href: "/download", label: "Download" },
        ]}
      />,
    );
    expect(screen.getByRole("link", { name: "Download" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("should separate crumbs with chevrons hidden from screen readers that mirror in RTL", () => {
    render(<Breadcrumbs items={items} />);
    const separators = document.querySelectorAll('[data-slot="breadcrumbs-separator"]');
    expect(separators).toHaveLength(3);
    for (const separator of separators) {
      expect(separator).toHaveAttribute("aria-hidden", "true");
      expect(separator).toHaveAttribute("data-icon", "chevron-end");
      expect(separator).toHaveClass("rtl:-scale-x-100");
    }
  });

  it("should translate the landmark's name, and let a label replace it", () => {
    const { rerender } = render(
      <LocaleProvider locale="fr">
        <Breadcrumbs items={items} />
      </LocaleProvider>,
    );
    expect(screen.getByRole("navigation", { name: "Fil d’Ariane" })).toBeInTheDocument();
    rerender(<Breadcrumbs items={items} label="You are here" />);
    expect(screen.getByRole("navigation", { name: "You are here" })).toBeInTheDocument();
  });

  it("should render links through the site's renderLink", () => {
    const renderLink = vi.fn((props: LinkRendererProps) => <a {...props} data-router="" />);
    render(<Breadcrumbs items={items} renderLink={renderLink} />);
    expect(renderLink).toHaveBeenCalledTimes(3);
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("data-router");
  });
});
