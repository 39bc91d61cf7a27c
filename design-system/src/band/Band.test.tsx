import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Band } from "./Band";

describe("given a Band", () => {
  it("should be a region named by its h2, with the intro under the heading", () => {
    render(
      <Band tone="sunken" title="Servers in 94 countries" intro="Pick the one nearest to you.">
        <p>content</p>
      </Band>,
    );
    const region = screen.getByRole("region", { name: "Servers in 94 countries" });
    expect(region).toHaveAttribute("data-variant", "sunken");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Servers in 94 countries");
    expect(region).toHaveTextContent("Pick the one nearest to you.");
  });

  it("should leave the intro out when none is given", () => {
    render(<Band title="Apps" />);
    expect(screen.getByRole("region", { name: "Apps" }).querySelector("p")).toBeNull();
  });
});
