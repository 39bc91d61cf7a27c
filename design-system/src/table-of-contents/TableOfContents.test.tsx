import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TableOfContents } from "./TableOfContents";

const HEADINGS = [
  { id: "account", text: "Your account", depth: 2 },
  { id: "devices", text: "Devices", depth: 3 },
  { id: "payment", text: "Payment", depth: 2 },
] as const;

describe("given a long text's headings", () => {
  it("should list them as hash links in a named navigation landmark, level 3 indented", () => {
    render(<TableOfContents headings={HEADINGS} />);
    const nav = screen.getByRole("navigation", { name: "On this page" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "#account",
      "#devices",
      "#payment",
    ]);
    expect(nav.querySelector('[data-depth="3"]')).toHaveClass("ps-4");
  });

  it("should render its links through renderLink, so a site's router handles the hash", () => {
    render(
      <TableOfContents
        headings={HEADINGS}
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={href} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    for (const link of screen.getAllByRole("link"))
      expect(link).toHaveAttribute("data-router", "yes");
  });

  it("should mark the current section when told, and render nothing without headings", () => {
    const { container, rerender } = render(
      <TableOfContents headings={HEADINGS} currentId="payment" />,
    );
    expect(screen.getByRole("link", { name: "Payment" })).toHaveAttribute(
      "aria-current",
      "location",
    );
    rerender(<TableOfContents headings={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
