import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Prose } from "./Prose";

describe("given long-form HTML rendered at build time", () => {
  it("should put it in one styled block with a reading measure", () => {
    const { container } = render(<Prose html={'<h2 id="a">A</h2><p>Text</p>'} />);
    const prose = container.querySelector('[data-slot="prose"]');
    expect(prose?.querySelector("h2#a")).toHaveTextContent("A");
    expect(prose).toHaveClass("max-w-[70ch]");
  });

  it("should style React children the same way when no HTML is given", () => {
    const { container } = render(
      <Prose>
        <p>Child</p>
      </Prose>,
    );
    expect(container.querySelector('[data-slot="prose"] p')).toHaveTextContent("Child");
  });
});
