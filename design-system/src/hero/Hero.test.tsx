import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button } from "../button/Button";
import { Hero, HeroTrustItem, HeroTrustList } from "./Hero";

function HomeHero(props: Partial<Parameters<typeof Hero>[0]>) {
  return (
    <Hero
      eyebrow="No-logs VPN"
      headline="Private internet in one tap"
      description="Encrypt every connection on all your devices, at home and on public Wi-Fi."
      primaryAction={<Button>See plans</Button>}
      secondaryAction={<Button variant="outline">Download for Windows</Button>}
      trust={
        <HeroTrustList>
          <HeroTrustItem>30-day money-back guarantee</HeroTrustItem>
          <HeroTrustItem>94 countries</HeroTrustItem>
        </HeroTrustList>
      }
      illustration={<svg aria-hidden="true" data-testid="art" />}
      {...props}
    />
  );
}

describe("given a Hero", () => {
  it("should hold the page's h1 and be a region named by it", () => {
    render(<HomeHero />);
    const headline = screen.getByRole("heading", { level: 1 });
    expect(headline).toHaveTextContent("Private internet in one tap");
    expect(screen.getByRole("region", { name: "Private internet in one tap" })).toHaveAttribute(
      "data-slot",
      "hero",
    );
  });

  it("should take another heading level when the page already has its h1", () => {
    render(<HomeHero headingLevel={2} />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Private internet");
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
  });

  it("should sit on the brand band with on-brand text and on-brand focus rings", () => {
    render(<HomeHero />);
    const hero = screen.getByRole("region");
    expect(hero).toHaveClass("from-surface-brand", "to-surface-brand-end", "text-on-brand");
    expect(hero).toHaveClass("[--mvpn-color-focus:var(--mvpn-color-focus-on-brand)]");
  });

  it("should set the headline in the display font, clamped with the viewport, never tracked in Arabic", () => {
    render(<HomeHero />);
    const headline = screen.getByRole("heading", { level: 1 });
    expect(headline).toHaveClass("font-display", "tracking-tight", "[&:lang(ar)]:tracking-normal");
    expect(headline.className).toMatch(
      /text-\[length:clamp\(var\(--mvpn-font-size-4xl\),.*var\(--mvpn-font-size-6xl\)\)\]/,
    );
  });

  it("should render both actions, the trust line and the illustration", () => {
    render(<HomeHero />);
    expect(screen.getByRole("button", { name: "See plans" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download for Windows" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "30-day money-back guarantee",
      "94 countries",
    ]);
    expect(screen.getByTestId("art").parentElement).toHaveAttribute(
      "data-slot",
      "hero-illustration",
    );
  });

  it("should show the illustration after the words on a phone, or from md up only when asked", () => {
    const { rerender } = render(<HomeHero />);
    const slot = () => screen.getByTestId("art").parentElement;
    expect(slot()).toHaveClass("flex");
    expect(slot()).not.toHaveClass("hidden");
    rerender(<HomeHero illustrationOnPhone="hidden" />);
    expect(slot()).toHaveClass("hidden", "md:flex");
  });

  it("should add the header's height to its top padding under the transparent header", () => {
    const { rerender } = render(<HomeHero />);
    expect(screen.getByRole("region")).toHaveClass("py-16", "md:py-24");
    rerender(<HomeHero headerOverlap />);
    expect(screen.getByRole("region")).toHaveClass("pt-32", "md:pt-44");
  });

  it("should leave out the parts it is not given", () => {
    const { container } = render(<Hero headline="Private internet in one tap" />);
    for (const slot of [
      "hero-eyebrow",
      "hero-description",
      "hero-actions",
      "hero-trust",
      "hero-illustration",
    ]) {
      expect(container.querySelector(`[data-slot="${slot}"]`)).toBeNull();
    }
  });
});
