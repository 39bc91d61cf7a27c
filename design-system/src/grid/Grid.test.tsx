import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Grid, GridItem } from "./Grid";
import { GRID_BREAKPOINTS, GRID_COLUMN_CLASSES, GRID_SPAN_CLASSES } from "./gridClasses";

describe("given a Grid", () => {
  it("should use the page grid by default: 4 columns on phones, 12 from md", () => {
    render(<Grid data-testid="g">x</Grid>);
    const grid = screen.getByTestId("g");
    expect(grid).toHaveAttribute("data-slot", "grid");
    expect(grid).toHaveClass("grid", "grid-cols-4", "md:grid-cols-12", "gap-6");
  });

  it("should map columns per breakpoint to static class names", () => {
    render(
      <Grid data-testid="g" columns={{ base: 1, md: 2, lg: 3 }} gap={8}>
        x
      </Grid>,
    );
    const grid = screen.getByTestId("g");
    expect(grid).toHaveClass("grid-cols-1", "md:grid-cols-2", "lg:grid-cols-3", "gap-8");
    expect(grid).not.toHaveClass("grid-cols-4");
  });

  it("should take a bare number for every width", () => {
    render(
      <Grid data-testid="g" columns={2}>
        x
      </Grid>,
    );
    expect(screen.getByTestId("g").className).toMatch(/(^| )grid-cols-2( |$)/);
    expect(screen.getByTestId("g").className).not.toMatch(/md:grid-cols/);
  });

  it("should spell out every class in full, so Tailwind's scanner finds them", () => {
    for (const breakpoint of GRID_BREAKPOINTS) {
      const prefix = breakpoint === "base" ? "" : `${breakpoint}:`;
      for (let n = 1; n <= 12; n += 1) {
        const count = n as keyof (typeof GRID_COLUMN_CLASSES)["base"];
        expect(GRID_COLUMN_CLASSES[breakpoint][count]).toBe(`${prefix}grid-cols-${n}`);
        expect(GRID_SPAN_CLASSES[breakpoint][count]).toBe(`${prefix}col-span-${n}`);
      }
    }
  });
});

describe("given a GridItem", () => {
  it("should span columns per breakpoint", () => {
    render(
      <GridItem data-testid="i" span={{ base: 4, md: 6, lg: 4 }}>
        x
      </GridItem>,
    );
    const item = screen.getByTestId("i");
    expect(item).toHaveAttribute("data-slot", "grid-item");
    expect(item).toHaveClass("col-span-4", "md:col-span-6", "lg:col-span-4", "min-w-0");
  });
});
