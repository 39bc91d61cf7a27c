import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { TextField } from "./TextField";

describe("given a TextField", () => {
  it("should label its input", () => {
    render(<TextField label="Full name" />);
    const input = screen.getByRole("textbox", { name: "Full name" });
    expect(input).toHaveAttribute("type", "text");
    expect(input).toHaveAttribute("data-slot", "text-field-input");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
  });

  it("should describe the input by its description", () => {
    render(<TextField label="Full name" description="As it appears on your card" />);
    expect(screen.getByRole("textbox")).toHaveAccessibleDescription("As it appears on your card");
  });

  it("should mark the input invalid and describe it by the error, after the description", () => {
    render(
      <TextField label="Email" description="We send the receipt here" error="Enter an email" />,
    );
    const input = screen.getByRole("textbox");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("We send the receipt here Enter an email");
    expect(screen.getByText("Enter an email").closest("[data-slot=field-error]")).toBeVisible();
  });

  it("should keep the caller's id, so an error summary can link to the input", () => {
    render(<TextField id="signup-name" label="Name" error="Required" />);
    const input = screen.getByRole("textbox");
    expect(input).toHaveAttribute("id", "signup-name");
    expect(input.getAttribute("aria-describedby")).toBe("signup-name-error");
  });

  it("should add a caller's aria-describedby to its own", () => {
    render(<TextField label="Code" description="6 digits" aria-describedby="help" />);
    expect(screen.getByRole("textbox").getAttribute("aria-describedby")).toMatch(
      /-description help$/,
    );
  });

  describe("given required", () => {
    it("should require the input and show an asterisk that screen readers skip", () => {
      render(<TextField label="Email" required />);
      const input = screen.getByRole("textbox", { name: "Email" });
      expect(input).toBeRequired();
      const marker = document.querySelector("[data-slot=field-required]");
      expect(marker).toHaveTextContent("*");
      expect(marker).toHaveAttribute("aria-hidden", "true");
      expect(marker).toHaveAttribute("title", "Required");
    });

    it("should word the marker's tooltip in the page's language", () => {
      render(
        <LocaleProvider locale="de">
          <TextField label="E-Mail" required />
        </LocaleProvider>,
      );
      expect(document.querySelector("[data-slot=field-required]")).toHaveAttribute(
        "title",
        "Pflichtfeld",
      );
    });
  });

  it.each([
    ["en", "Coupon (optional)"],
    ["fr", "Coupon (facultatif)"],
    ["ja", "Coupon （任意）"],
  ])("should say a field is optional in %s", (locale, name) => {
    render(
      <LocaleProvider locale={locale}>
        <TextField label="Coupon" optional />
      </LocaleProvider>,
    );
    expect(screen.getByRole("textbox")).toHaveAccessibleName(name);
  });

  it.each([
    ["sm", "h-9"],
    ["md", "h-11"],
    ["lg", "h-13"],
  ] as const)("should size the %s input with %s", (size, height) => {
    render(<TextField label="Name" size={size} />);
    expect(screen.getByRole("textbox")).toHaveClass(height);
    expect(document.querySelector("[data-slot=text-field]")).toHaveAttribute("data-size", size);
  });

  it("should keep the 44px touch target at the default size", () => {
    render(<TextField label="Name" />);
    expect(screen.getByRole("textbox")).toHaveClass("h-11");
  });

  it("should put className on the root and inputClassName on the input", () => {
    render(<TextField label="Name" className="mt-4" inputClassName="font-mono" />);
    expect(document.querySelector("[data-slot=text-field]")).toHaveClass("mt-4");
    expect(screen.getByRole("textbox")).toHaveClass("font-mono");
  });

  it("should show a visible focus ring and pass typing through", async () => {
    const onChange = vi.fn();
    render(<TextField label="Name" onChange={onChange} />);
    const input = screen.getByRole("textbox");
    expect(input).toHaveClass("focus-visible:outline-2", "focus-visible:outline-focus");
    await userEvent.type(input, "Ada");
    expect(input).toHaveValue("Ada");
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it("should give two fields different generated ids", () => {
    render(
      <>
        <TextField label="First" />
        <TextField label="Second" />
      </>,
    );
    const [first, second] = screen.getAllByRole("textbox");
    expect(first?.id).toBeTruthy();
    expect(first?.id).not.toBe(second?.id);
  });
});
