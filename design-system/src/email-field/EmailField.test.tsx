import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { EmailField } from "./EmailField";

describe("given an EmailField", () => {
  it("should ask for the email keyboard and autofill, without autocorrect", () => {
    render(<EmailField label="Email" />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAttribute("type", "email");
    expect(input).toHaveAttribute("autocomplete", "email");
    expect(input).toHaveAttribute("inputmode", "email");
    expect(input).toHaveAttribute("autocapitalize", "off");
    expect(input).toHaveAttribute("spellcheck", "false");
  });

  it.each(["en", "ar"])("should keep the address left to right in %s", (locale) => {
    render(
      <LocaleProvider locale={locale}>
        <EmailField label="البريد الإلكتروني" />
      </LocaleProvider>,
    );
    const input = screen.getByRole("textbox");
    expect(input).toHaveAttribute("dir", "ltr");
    // Aligned with its label at the end of the LTR box in right-to-left pages.
    expect(input).toHaveClass("rtl:text-end");
  });

  it("should wire label, error and caller props like a TextField", () => {
    render(<EmailField id="login-email" label="Email" error="Enter a valid email" required />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAttribute("id", "login-email");
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription("Enter a valid email");
  });
});
