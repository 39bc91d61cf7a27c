import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CloseIcon, MenuIcon } from "../icon/icons";
import { IconButton } from "./IconButton";

describe("given an IconButton", () => {
  it("should be named by its label, not by its icon", () => {
    render(
      <IconButton label="Open the menu">
        <MenuIcon />
      </IconButton>,
    );
    const button = screen.getByRole("button", { name: "Open the menu" });
    expect(button).toHaveAttribute("data-slot", "icon-button");
    expect(button.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("should be a 44 × 44 px ghost button of type button by default", () => {
    render(
      <IconButton label="Close">
        <CloseIcon />
      </IconButton>,
    );
    const button = screen.getByRole("button");
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveAttribute("data-variant", "ghost");
    expect(button).toHaveAttribute("data-size", "icon");
    expect(button).toHaveClass("size-11", "bg-transparent");
  });

  it.each([
    ["primary", "bg-accent"],
    ["outline", "border-border-strong"],
    ["danger", "bg-danger"],
  ] as const)("should take the %s variant of Button", (variant, token) => {
    render(
      <IconButton label="Delete" variant={variant}>
        <CloseIcon />
      </IconButton>,
    );
    expect(screen.getByRole("button")).toHaveClass(token, "size-11");
  });

  it("should show the focus ring and respond to the keyboard", async () => {
    const onClick = vi.fn();
    render(
      <IconButton label="Copy" onClick={onClick}>
        <CloseIcon />
      </IconButton>,
    );
    const button = screen.getByRole("button");
    expect(button).toHaveClass("focus-visible:outline-2", "focus-visible:outline-focus");
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("should render a link with the button's look and name when asChild", () => {
    render(
      <IconButton label="Account" asChild>
        <a href="/myaccount">
          <MenuIcon />
        </a>
      </IconButton>,
    );
    const link = screen.getByRole("link", { name: "Account" });
    expect(link).toHaveAttribute("href", "/myaccount");
    expect(link).not.toHaveAttribute("type");
    expect(link).toHaveClass("size-11");
  });
});
