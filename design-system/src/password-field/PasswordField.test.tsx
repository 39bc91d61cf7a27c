import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import type { PasswordChecklistItem } from "./checklist";
import { PasswordField } from "./PasswordField";

/**
 * A stand-in for the caller's rules: the component checks nothing itself and
 * shows the lines it is given (the mVPN site passes SPEC.md §5's, from
 * @mvpn/contract/validation, whose own tests hold the rule).
 */
const rules = (value: string): PasswordChecklistItem[] => [
  { id: "length", met: value.length >= 8 && value.length <= 20 && /^[!-~]+$/.test(value) },
  { id: "lowercase", met: /[a-z]/.test(value) },
  { id: "uppercase", met: /[A-Z]/.test(value) },
  { id: "symbol", met: /[!-/:-@[-`{-~]/.test(value) },
];

const input = () => screen.getByLabelText("Password", { selector: "input" });
const toggle = () => screen.getByRole("button", { name: "Show password" });
const items = () =>
  Array.from(document.querySelectorAll<HTMLElement>("[data-slot=password-checklist-item]"));
const metStates = () => items().map((item) => item.dataset.met);
const status = () => document.querySelector("[data-slot=password-checklist-status]");

describe("given a PasswordField", () => {
  it("should hide the password and offer autofill of the current password by default", () => {
    render(<PasswordField label="Password" />);
    expect(input()).toHaveAttribute("type", "password");
    expect(input()).toHaveAttribute("autocomplete", "current-password");
    expect(input()).toHaveAttribute("dir", "ltr");
  });

  it("should offer a new password on sign-up forms", () => {
    render(<PasswordField label="Password" autoComplete="new-password" />);
    expect(input()).toHaveAttribute("autocomplete", "new-password");
  });

  describe("given the show-password toggle", () => {
    it("should be a toggle button, not pressed, that controls the input", () => {
      render(<PasswordField label="Password" />);
      expect(toggle()).toHaveAttribute("type", "button");
      expect(toggle()).toHaveAttribute("aria-pressed", "false");
      expect(toggle()).toHaveAttribute("aria-controls", input().id);
    });

    it("should show and hide the password on click, keeping its name", async () => {
      render(<PasswordField label="Password" defaultValue="Secret!1" />);
      await userEvent.click(toggle());
      expect(input()).toHaveAttribute("type", "text");
      expect(toggle()).toHaveAttribute("aria-pressed", "true");
      await userEvent.click(toggle());
      expect(input()).toHaveAttribute("type", "password");
      expect(toggle()).toHaveAttribute("aria-pressed", "false");
    });

    it.each([["{Enter}"], [" "]])("should toggle with %j from the keyboard", async (key) => {
      render(<PasswordField label="Password" />);
      await userEvent.tab();
      expect(input()).toHaveFocus();
      await userEvent.tab();
      expect(toggle()).toHaveFocus();
      await userEvent.keyboard(key);
      expect(input()).toHaveAttribute("type", "text");
      expect(toggle()).toHaveFocus();
    });

    it.each([
      ["ar", "إظهار كلمة المرور"],
      ["de", "Passwort anzeigen"],
      ["pt", "Mostrar senha"],
    ])("should be named in %s", (locale, name) => {
      render(
        <LocaleProvider locale={locale}>
          <PasswordField label="Password" />
        </LocaleProvider>,
      );
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    });

    it("should take a label from props", () => {
      render(<PasswordField label="Password" showPasswordLabel="Reveal" />);
      expect(screen.getByRole("button", { name: "Reveal" })).toBeInTheDocument();
    });
  });

  describe("given the live checklist", () => {
    it("should not show without a checklist", () => {
      render(<PasswordField label="Password" />);
      expect(screen.queryByRole("list")).toBeNull();
    });

    it("should list the four rules of SPEC.md §5, all unmet, and describe the input by them", () => {
      render(<PasswordField label="Password" checklist={rules} />);
      const list = screen.getByRole("list", { name: "Your password needs:" });
      expect(
        within(list)
          .getAllByRole("listitem")
          .map((li) => li.textContent),
      ).toEqual([
        "8–20 characters with no spaces or accented letters",
        "A lowercase letter",
        "An uppercase letter",
        "A symbol, such as ! @ # ?",
      ]);
      expect(metStates()).toEqual(["false", "false", "false", "false"]);
      expect(within(list).getAllByRole("img", { name: "not met" })).toHaveLength(4);
      expect(input()).toHaveAccessibleDescription(/Your password needs:/);
      expect(status()).toHaveTextContent("");
    });

    it("should tick rules off as a weak and then a strong password is typed", async () => {
      render(<PasswordField label="Password" checklist={rules} />);
      await userEvent.type(input(), "abc");
      expect(metStates()).toEqual(["false", "true", "false", "false"]);
      await userEvent.clear(input());
      await userEvent.type(input(), "Str0ng!Pass");
      expect(metStates()).toEqual(["true", "true", "true", "true"]);
      expect(screen.getAllByRole("img", { name: "met" })).toHaveLength(4);
    });

    it("should announce only the rules that changed, politely", async () => {
      render(<PasswordField label="Password" checklist={rules} />);
      expect(status()).toHaveAttribute("role", "status");
      await userEvent.type(input(), "a");
      expect(status()).toHaveTextContent("A lowercase letter: met");
      await userEvent.type(input(), "b");
      expect(status()).toHaveTextContent("A lowercase letter: met");
      await userEvent.type(input(), "C");
      expect(status()).toHaveTextContent(/^An uppercase letter: met$/);
      await userEvent.type(input(), "{Backspace}");
      expect(status()).toHaveTextContent(/^An uppercase letter: not met$/);
    });

    it("should say the same words again when a rule flips back", async () => {
      render(<PasswordField label="Password" checklist={rules} />);
      await userEvent.type(input(), "a");
      const first = status()?.firstElementChild;
      await userEvent.type(input(), "{Backspace}a");
      expect(status()).toHaveTextContent("A lowercase letter: met");
      // A new node, so screen readers hear it although the words are the same.
      expect(status()?.firstElementChild).not.toBe(first);
    });

    it("should follow a controlled value", () => {
      const { rerender } = render(
        <PasswordField label="Password" checklist={rules} value="" onChange={vi.fn()} />,
      );
      expect(metStates()).toEqual(["false", "false", "false", "false"]);
      rerender(
        <PasswordField label="Password" checklist={rules} value="P@ssword" onChange={vi.fn()} />,
      );
      expect(metStates()).toEqual(["true", "true", "true", "true"]);
    });

    it("should show the caller's lines as given, with the caller's words", () => {
      render(
        <PasswordField
          label="Password"
          checklist={[
            { id: "length", met: true },
            { id: "no-name", label: "Not your name", met: false },
          ]}
        />,
      );
      const list = screen.getByRole("list", { name: "Your password needs:" });
      expect(
        within(list)
          .getAllByRole("listitem")
          .map((li) => li.textContent),
      ).toEqual(["8–20 characters with no spaces or accented letters", "Not your name"]);
      expect(metStates()).toEqual(["true", "false"]);
      expect(items().map((item) => item.dataset.rule)).toEqual(["length", "no-name"]);
    });

    it("should speak Arabic in an Arabic page", () => {
      render(
        <LocaleProvider locale="ar">
          <PasswordField label="Password" checklist={rules} />
        </LocaleProvider>,
      );
      expect(screen.getByRole("list", { name: "يجب أن تتضمن كلمة المرور:" })).toBeInTheDocument();
      expect(screen.getAllByRole("img", { name: "غير مستوفى" })).toHaveLength(4);
    });
  });
});
