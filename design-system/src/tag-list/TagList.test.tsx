import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { Tag, TagList } from "./TagList";

function Tags({ locale = "en", label }: { locale?: string; label?: string }) {
  return (
    <LocaleProvider locale={locale}>
      <TagList aria-label={label}>
        <Tag href="/blog/tag/privacy">Privacy</Tag>
        <Tag href="/blog/tag/streaming">Streaming</Tag>
        <Tag>Guides</Tag>
      </TagList>
    </LocaleProvider>
  );
}

describe("given a TagList", () => {
  it.each([
    ["en", "Tags"],
    ["ar", "الوسوم"],
    ["ja", "タグ"],
    ["ru", "Теги"],
  ])("should name the list in %s as %s", (locale, name) => {
    render(<Tags locale={locale} />);
    expect(screen.getByRole("list", { name })).toBeInTheDocument();
  });

  it("should let an aria-label replace the translated name", () => {
    render(<Tags label="Topics of this article" />);
    expect(screen.getByRole("list", { name: "Topics of this article" })).toBeInTheDocument();
  });

  it("should wrap its tags", () => {
    render(<Tags />);
    expect(screen.getByRole("list")).toHaveClass("flex", "flex-wrap");
  });

  it("should render a tag with an href as a link and one without as plain text", () => {
    render(<Tags />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(screen.getByRole("link", { name: "Privacy" })).toHaveAttribute(
      "href",
      "/blog/tag/privacy",
    );
    expect(screen.queryByRole("link", { name: "Guides" })).toBeNull();
    expect(screen.getByText("Guides")).toHaveAttribute("data-variant", "plain");
  });

  it("should render a router link with asChild", () => {
    render(
      <TagList>
        <Tag asChild>
          <a href="/blog/tag/security" data-router="yes">
            Security
          </a>
        </Tag>
      </TagList>,
    );
    const link = screen.getByRole("link", { name: "Security" });
    expect(link).toHaveAttribute("data-slot", "tag");
    expect(link).toHaveAttribute("data-router", "yes");
    expect(link).toHaveClass("focus-visible:outline-focus");
  });
});
