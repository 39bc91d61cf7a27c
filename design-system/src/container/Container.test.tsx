import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Container } from "./Container";

describe("given a Container", () => {
  it("should centre the content at the page width with inline padding that grows", () => {
    render(<Container data-testid="c">Plans</Container>);
    const container = screen.getByTestId("c");
    expect(container).toHaveAttribute("data-slot", "container");
    expect(container).toHaveClass(
      "max-w-content",
      "mx-auto",
      "w-full",
      "px-4",
      "sm:px-6",
      "lg:px-8",
    );
  });

  it("should add a caller's classes to its own", () => {
    render(
      <Container data-testid="c" className="py-8">
        Plans
      </Container>,
    );
    expect(screen.getByTestId("c")).toHaveClass("py-8", "px-4");
  });

  it("should render its child instead of a div with asChild", () => {
    render(
      <Container asChild>
        <ul aria-label="Platforms">
          <li>Windows</li>
        </ul>
      </Container>,
    );
    const list = screen.getByRole("list", { name: "Platforms" });
    expect(list).toHaveClass("max-w-content");
    expect(list).toHaveAttribute("data-slot", "container");
  });
});
