import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BlogLayout } from "./BlogLayout";

function Blog() {
  return (
    <BlogLayout
      header={<header>mVPN</header>}
      footer={<footer>© mVPN</footer>}
      aside={<p>Categories</p>}
      asideLabel="Blog categories"
      intro={<h1>mVPN blog</h1>}
    >
      <article>How a VPN hides your IP address</article>
    </BlogLayout>
  );
}

describe("given a BlogLayout with a sidebar", () => {
  it("should keep the sidebar a top-level landmark beside main, after it in reading order", () => {
    render(<Blog />);
    const main = screen.getByRole("main");
    const aside = screen.getByRole("complementary", { name: "Blog categories" });
    expect(main).not.toContainElement(aside);
    expect(main.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("should stack the columns on phones and put the sidebar on the reading-end side from lg", () => {
    render(<Blog />);
    const columns = screen.getByRole("main").parentElement;
    // Grid columns follow the writing direction: the second column is on the left in Arabic.
    expect(columns).toHaveClass("grid", "grid-cols-1", "lg:grid-cols-[minmax(0,1fr)_20rem]");
  });

  it("should put the intro inside main, above the article", () => {
    render(<Blog />);
    expect(screen.getByRole("main")).toContainElement(
      screen.getByRole("heading", { name: "mVPN blog" }),
    );
  });

  it("should use a single column when there is no sidebar", () => {
    render(<BlogLayout>Article</BlogLayout>);
    expect(screen.queryByRole("complementary")).toBeNull();
    expect(screen.getByRole("main").parentElement).not.toHaveClass(
      "lg:grid-cols-[minmax(0,1fr)_20rem]",
    );
  });

  it("should have a skip link to main", () => {
    render(<Blog />);
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveAttribute(
      "href",
      "#main",
    );
  });
});
