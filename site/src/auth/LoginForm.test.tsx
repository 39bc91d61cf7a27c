// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { LocaleProvider } from "@mvpn/design-system";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginForm } from "./LoginForm";

type LogIn = (body: { email: string; password: string }) => Promise<unknown>;

function renderForm(logIn: LogIn = vi.fn(async () => ({ token: "t" }))) {
  const onSignedIn = vi.fn();
  render(
    <MemoryRouter>
      <IntlProvider locale="en" defaultLocale="en" messages={{}}>
        <LocaleProvider locale="en">
          <LoginForm locale="en" logIn={logIn} onSignedIn={onSignedIn} />
        </LocaleProvider>
      </IntlProvider>
    </MemoryRouter>,
  );
  return { logIn, onSignedIn, user: userEvent.setup() };
}

const email = () => screen.getByLabelText(/^Email address/);
const password = () => screen.getByLabelText(/^Password/);
const submit = () => screen.getByRole("button", { name: "Log in" });

afterEach(cleanup);

describe("given /login's form", () => {
  it("should offer autofill of the current password, show password, and the two ways out", () => {
    renderForm();
    expect(email()).toHaveAttribute("autocomplete", "email");
    expect(password()).toHaveAttribute("autocomplete", "current-password");
    expect(screen.getByRole("button", { name: "Show password" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
      "href",
      "/forgetpassword",
    );
    expect(screen.getByRole("link", { name: "Buy a plan or start a free trial" })).toHaveAttribute(
      "href",
      "/pricing",
    );
  });

  it("should word what is wrong by its field, focus the first, and ask nothing of the api", async () => {
    const { logIn, user } = renderForm();
    await user.type(email(), "name@gmail.c");
    await user.click(submit());
    expect(email()).toHaveAccessibleDescription(
      "Enter a valid email address, like name@example.com.",
    );
    expect(email()).toHaveFocus();
    expect(password()).toHaveAccessibleDescription("Enter your password.");
    expect(logIn).not.toHaveBeenCalled();
  });

  it("should log in with the trimmed email and go on", async () => {
    const { logIn, onSignedIn, user } = renderForm();
    await user.type(email(), " jane@example.com ");
    await user.type(password(), "Old-pass1!");
    await user.click(submit());
    expect(logIn).toHaveBeenCalledWith({ email: "jane@example.com", password: "Old-pass1!" });
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it.each([
    [{ code: 400, message: "The email or password is incorrect.", data: null }, "is not right"],
    [{ code: 429, message: "Too many requests.", data: null }, "Too many attempts"],
    [new Error("Network Error"), "Check your connection"],
    [{ code: 400, message: "bot check failed", data: null }, "not a robot"],
  ])("should say %j in the site's words and keep what was typed", async (reason, words) => {
    const { onSignedIn, user } = renderForm(
      vi.fn(async () => {
        throw reason;
      }),
    );
    await user.type(email(), "jane@example.com");
    await user.type(password(), "Old-pass1!");
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent(words);
    expect(email()).toHaveValue("jane@example.com");
    expect(password()).toHaveValue("Old-pass1!");
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
