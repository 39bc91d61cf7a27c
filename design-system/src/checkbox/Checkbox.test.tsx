import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Checkbox } from "./Checkbox";

describe("given a Checkbox", () => {
  it("should be a native checkbox named by its label", () => {
    render(<Checkbox label="I accept the terms of use" />);
    const box = screen.getByRole("checkbox", { name: "I accept the terms of use" });
    expect(box.tagName).toBe("INPUT");
    expect(box).not.toBeChecked();
  });

  it("should toggle when its label text is clicked", async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Send me offers" onChange={onChange} />);
    await userEvent.click(screen.getByText("Send me offers"));
    expect(screen.getByRole("checkbox")).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("should toggle with the space bar", async () => {
    render(<Checkbox label="Remember me" />);
    await userEvent.tab();
    expect(screen.getByRole("checkbox")).toHaveFocus();
    await userEvent.keyboard(" ");
    expect(screen.getByRole("checkbox")).toBeChecked();
  });

  it("should give a 44px target: a row at least 44px tall around a 44 × 44px square", () => {
    render(<Checkbox label="Remember me" />);
    expect(document.querySelector("[data-slot=checkbox-label]")).toHaveClass("min-h-11");
    expect(document.querySelector("[data-slot=checkbox-box]")).toHaveClass("size-11");
  });

  it("should show checked with a mark, not colour alone", () => {
    render(<Checkbox label="Remember me" defaultChecked />);
    const mark = document.querySelector("[data-slot=checkbox-box] [data-icon=check]");
    expect(mark).toHaveClass("peer-checked:opacity-100");
  });

  it("should wire the description and the error", () => {
    render(
      <Checkbox
        label="I accept the terms of use"
        description="You can read them before you pay"
        error="Accept the terms to continue"
        required
      />,
    );
    const box = screen.getByRole("checkbox", { name: "I accept the terms of use" });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription(
      "You can read them before you pay Accept the terms to continue",
    );
  });

  it("should not toggle when disabled", async () => {
    render(<Checkbox label="Remember me" disabled />);
    await userEvent.click(screen.getByText("Remember me"));
    expect(screen.getByRole("checkbox")).not.toBeChecked();
  });
});
