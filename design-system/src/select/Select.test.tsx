import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Select } from "./Select";

const countries = (
  <>
    <option value="US">United States</option>
    <option value="AU">Australia</option>
    <option value="CA">Canada</option>
    <option value="GB">United Kingdom</option>
  </>
);

describe("given a Select", () => {
  it("should be a native select named by its label", () => {
    render(<Select label="Country">{countries}</Select>);
    const select = screen.getByRole("combobox", { name: "Country" });
    expect(select.tagName).toBe("SELECT");
    expect(screen.getAllByRole("option")).toHaveLength(4);
  });

  it("should start on a placeholder that cannot be chosen back", () => {
    render(
      <Select label="Country" placeholder="Choose a country">
        {countries}
      </Select>,
    );
    const select = screen.getByRole("combobox");
    expect(select).toHaveValue("");
    expect(screen.getByRole("option", { name: "Choose a country" })).toBeDisabled();
  });

  it("should let the caller's default value win over the placeholder", () => {
    render(
      <Select label="Country" placeholder="Choose a country" defaultValue="GB">
        {countries}
      </Select>,
    );
    expect(screen.getByRole("combobox")).toHaveValue("GB");
  });

  it("should change with the user's choice", async () => {
    render(<Select label="Country">{countries}</Select>);
    await userEvent.selectOptions(screen.getByRole("combobox"), "CA");
    expect(screen.getByRole("combobox")).toHaveValue("CA");
  });

  it("should wire the description and the error", () => {
    render(
      <Select label="Country" description="For the currency" error="Choose your country" required>
        {countries}
      </Select>,
    );
    const select = screen.getByRole("combobox", { name: "Country" });
    expect(select).toBeRequired();
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveAccessibleDescription("For the currency Choose your country");
  });

  it("should draw a down chevron that does not mirror in right-to-left", () => {
    render(<Select label="Country">{countries}</Select>);
    const chevron = document.querySelector("[data-slot=select-chevron]");
    expect(chevron).toHaveAttribute("data-icon", "chevron-down");
    expect(chevron).toHaveAttribute("aria-hidden", "true");
    expect(chevron?.getAttribute("class")).not.toMatch(/rtl:/);
    expect(chevron).toHaveClass("end-3");
  });

  it.each([
    ["sm", "h-9"],
    ["md", "h-11"],
    ["lg", "h-13"],
  ] as const)("should size the %s select with %s", (size, height) => {
    render(
      <Select label="Country" size={size}>
        {countries}
      </Select>,
    );
    expect(screen.getByRole("combobox")).toHaveClass(height);
  });
});
