import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Card, CardContent, CardDescription, CardFooter, CardLink, CardTitle } from "./Card";
import { headingTag } from "./headingLevel";

function PlanCard({ withLink = true }: { withLink?: boolean }) {
  return (
    <Card asChild>
      <article>
        <CardContent>
          <CardTitle>
            {withLink ? <CardLink href="/servers/de">Servers in Germany</CardLink> : "Germany"}
          </CardTitle>
          <CardDescription>Frankfurt, Berlin and Düsseldorf, 10 Gbit/s each.</CardDescription>
        </CardContent>
        <CardFooter>Updated daily</CardFooter>
      </article>
    </Card>
  );
}

describe("given a Card", () => {
  it("should render a raised surface with the card radius and the low shadow", () => {
    render(<Card>Content</Card>);
    const card = screen.getByText("Content");
    expect(card).toHaveAttribute("data-slot", "card");
    expect(card).toHaveClass("bg-surface-raised", "rounded-card", "shadow-low");
  });

  it("should render its child instead of a div with asChild", () => {
    render(<PlanCard withLink={false} />);
    const card = screen.getByRole("article");
    expect(card).toHaveAttribute("data-slot", "card");
    expect(card.querySelector('[data-slot="card-title"]')?.tagName).toBe("H3");
  });

  it("should lift one shadow step on hover only when it is a link, and never change size", () => {
    render(<Card>Content</Card>);
    const card = screen.getByText("Content");
    expect(card).toHaveClass("has-[[data-slot=card-link]]:hover:shadow-mid", "transition-shadow");
    expect(card.className).not.toMatch(/scale|hover:(w|h|p|m)-/);
  });

  describe("given a CardLink around the title", () => {
    it("should make the whole card one link named by the title alone", () => {
      render(<PlanCard />);
      const links = screen.getAllByRole("link");
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAccessibleName("Servers in Germany");
      expect(links[0]).toHaveAttribute("href", "/servers/de");
      // The stretched link covers the card through its ::after, positioned against the card.
      expect(links[0]).toHaveClass("after:absolute", "after:inset-0");
      expect(screen.getByRole("article")).toHaveClass("relative");
    });

    it("should be reached with one Tab and draw its focus ring around the whole card", async () => {
      render(<PlanCard />);
      await userEvent.tab();
      expect(screen.getByRole("link")).toHaveFocus();
      expect(screen.getByRole("article")).toHaveClass(
        "has-[[data-slot=card-link]:focus-visible]:outline-focus",
      );
    });

    it("should render a router link with asChild", () => {
      render(
        <CardLink asChild>
          <a href="/blog/what-is-a-vpn" data-router="yes">
            What is a VPN?
          </a>
        </CardLink>,
      );
      const link = screen.getByRole("link", { name: "What is a VPN?" });
      expect(link).toHaveAttribute("data-slot", "card-link");
      expect(link).toHaveAttribute("data-router", "yes");
    });
  });

  it.each([
    [2, "H2"],
    [4, "H4"],
  ] as const)("should render a title of level %i as %s", (level, tag) => {
    render(<CardTitle headingLevel={level}>Title</CardTitle>);
    expect(screen.getByRole("heading", { level })).toHaveProperty("tagName", tag);
  });

  it.each([
    [0, "h1"],
    [7, "h6"],
    [3, "h3"],
  ])("should clamp heading level %i to %s", (level, tag) => {
    expect(headingTag(level)).toBe(tag);
  });
});
