import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { classConflicts } from "../lib/classConflicts";
import { Button } from "./Button";
import { BUTTON_SIZES, BUTTON_VARIANTS, buttonVariants } from "./buttonVariants";

// What each variant must look like, in token utilities: a change here is a
// visible change to every page, so it has to be made on purpose.
const variantClasses = {
  primary: ["bg-accent", "text-on-accent", "hover:bg-accent-hover"],
  secondary: ["bg-surface-brand", "text-on-brand"],
  outline: ["border-border-strong", "bg-surface", "text-text"],
  ghost: ["bg-transparent", "text-text", "hover:bg-surface-sunken"],
  danger: ["bg-danger", "text-on-accent", "hover:bg-danger-hover"],
  link: ["text-text-link", "underline"],
} as const;

const sizeClasses = {
  sm: ["h-9", "text-sm"],
  md: ["h-11", "text-base"],
  lg: ["h-13", "text-lg"],
  icon: ["size-11"],
} as const;

describe("given a Button", () => {
  it("should render a button of type button, so it never submits a form by accident", () => {
    render(<Button>Get the VPN</Button>);
    const button = screen.getByRole("button", { name: "Get the VPN" });
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveAttribute("data-slot", "button");
  });

  it("should default to the primary variant and the md size", () => {
    render(<Button>Go</Button>);
    const button = screen.getByRole("button");
    expect(button).toHaveAttribute("data-variant", "primary");
    expect(button).toHaveAttribute("data-size", "md");
    expect(button).toHaveClass(...variantClasses.primary, ...sizeClasses.md);
  });

  it.each(BUTTON_VARIANTS)("should style the %s variant with its token utilities", (variant) => {
    render(<Button variant={variant}>Label</Button>);
    const button = screen.getByRole("button");
    expect(button).toHaveAttribute("data-variant", variant);
    expect(button).toHaveClass(...variantClasses[variant]);
  });

  it.each(BUTTON_SIZES)("should size the %s size", (size) => {
    render(
      <Button size={size} aria-label="Close">
        {size === "icon" ? "×" : "Label"}
      </Button>,
    );
    expect(screen.getByRole("button")).toHaveClass(...sizeClasses[size]);
  });

  it("should keep a 44px touch target from md up (DESIGN-LANGUAGE.md)", () => {
    // h-11 = 11 × 4 px = 44 px; h-13 = 52 px; size-11 = 44 × 44 px.
    for (const size of ["md", "lg", "icon"] as const) {
      const height = sizeClasses[size][0].match(/(\d+)$/)?.[1];
      expect(Number(height) * 4).toBeGreaterThanOrEqual(44);
    }
  });

  it("should give the link variant no box height or padding, whatever its size", () => {
    render(
      <Button variant="link" size="lg">
        Terms of use
      </Button>,
    );
    const button = screen.getByRole("button");
    expect(button).toHaveClass("h-auto", "px-0", "text-lg");
    expect(button).not.toHaveClass("h-13");
    expect(button).not.toHaveClass("px-7");
  });

  it("should show a visible focus ring for keyboard users", () => {
    render(<Button>Focus me</Button>);
    expect(screen.getByRole("button")).toHaveClass(
      "focus-visible:outline-2",
      "focus-visible:outline-focus",
      "focus-visible:outline-offset-2",
    );
  });

  it("should add a caller's classes to its own", () => {
    render(<Button className="mt-4 self-start">Go</Button>);
    expect(screen.getByRole("button")).toHaveClass("mt-4", "self-start", "bg-accent");
  });

  // cn() no longer resolves conflicts (issue #14): every combination of the
  // button's own variants must hold none, or which class applies would be
  // the stylesheet's choice.
  it("given every variant, tone, size, wrap, shape and transition, should hold no two classes for one property", () => {
    // An icon button is a 44 px square: never full width.
    const widthsOf = (size: string) => (size === "icon" ? [false] : [false, true]);
    const combinations: string[] = [];
    for (const variant of BUTTON_VARIANTS) {
      for (const size of BUTTON_SIZES) {
        for (const tone of ["default", "onBrand", "inherit"] as const) {
          for (const wrap of [false, true]) {
            for (const shape of ["default", "pill"] as const) {
              for (const transition of ["colors", "reveal"] as const) {
                for (const fullWidth of widthsOf(size)) {
                  combinations.push(
                    buttonVariants({ variant, size, tone, wrap, shape, transition, fullWidth }),
                  );
                }
              }
            }
          }
        }
      }
    }
    expect(combinations).toHaveLength(6 * (3 * 2 + 1) * 3 * 2 * 2 * 2);
    for (const className of combinations) expect(classConflicts(className), className).toEqual([]);
  });

  it("should call onClick when activated with the keyboard", async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Buy now</Button>);
    await userEvent.tab();
    expect(screen.getByRole("button")).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it("should not fire onClick when disabled", async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Buy now
      </Button>,
    );
    await userEvent.click(screen.getByRole("button"));
    expect(onClick).not.toHaveBeenCalled();
  });

  describe("given asChild and a link", () => {
    it("should render the link with the button's look and keep its href", () => {
      render(
        <Button asChild variant="outline">
          <a href="/pricing">See plans</a>
        </Button>,
      );
      const link = screen.getByRole("link", { name: "See plans" });
      expect(link).toHaveAttribute("href", "/pricing");
      expect(link).not.toHaveAttribute("type");
      expect(link).toHaveClass(...variantClasses.outline);
      expect(screen.queryByRole("button")).toBeNull();
    });
  });
});
