import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InlineStack } from "./InlineStack";
import { Stack } from "./Stack";
import { SPACE_STEPS } from "./spacingScale";

describe("given a Stack", () => {
  it("should lay children out in a column 16 px apart by default", () => {
    render(<Stack data-testid="s">x</Stack>);
    const stack = screen.getByTestId("s");
    expect(stack).toHaveAttribute("data-slot", "stack");
    expect(stack).toHaveClass("flex", "flex-col", "gap-4", "items-stretch");
  });

  it.each(SPACE_STEPS)("should map gap %i to a gap utility Tailwind can see", (gap) => {
    render(
      <Stack data-testid="s" gap={gap}>
        x
      </Stack>,
    );
    expect(screen.getByTestId("s")).toHaveClass(`gap-${gap}`);
  });

  it("should only offer steps of the 4/8 px rhythm", () => {
    expect(SPACE_STEPS.map((step) => step * 4)).toEqual([0, 4, 8, 12, 16, 24, 32, 48, 64, 96]);
  });

  it("should align children and render a list with asChild", () => {
    render(
      <Stack asChild align="center" gap={2}>
        <ul aria-label="Benefits">
          <li>No logs</li>
        </ul>
      </Stack>,
    );
    expect(screen.getByRole("list", { name: "Benefits" })).toHaveClass("items-center", "gap-2");
  });
});

describe("given an InlineStack", () => {
  it("should lay children out in a wrapping row, 8 px apart, centred on the block axis", () => {
    render(<InlineStack data-testid="s">x</InlineStack>);
    const row = screen.getByTestId("s");
    expect(row).toHaveAttribute("data-slot", "inline-stack");
    expect(row).toHaveClass(
      "flex",
      "flex-row",
      "flex-wrap",
      "gap-2",
      "items-center",
      "justify-start",
    );
  });

  it.each([
    ["start", "justify-start"],
    ["center", "justify-center"],
    ["end", "justify-end"],
    ["between", "justify-between"],
  ] as const)("should justify %s with %s, which follows the reading direction", (justify, cls) => {
    render(
      <InlineStack data-testid="s" justify={justify}>
        x
      </InlineStack>,
    );
    expect(screen.getByTestId("s")).toHaveClass(cls);
  });

  it("should keep children on one line when asked not to wrap", () => {
    render(
      <InlineStack data-testid="s" wrap={false}>
        x
      </InlineStack>,
    );
    expect(screen.getByTestId("s")).toHaveClass("flex-nowrap");
  });
});
