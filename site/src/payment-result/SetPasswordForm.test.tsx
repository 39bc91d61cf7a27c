// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { LocaleProvider } from "@mvpn/design-system";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { IntlProvider } from "react-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SetPasswordForm } from "./SetPasswordForm";

const GOOD = "N3w-password!";

function renderForm(setPassword = vi.fn(async () => ({ user_id: 42, is_password_set: 1 }))) {
  render(
    <IntlProvider locale="en" defaultLocale="en" messages={{}}>
      <LocaleProvider locale="en">
        <SetPasswordForm locale="en" setPassword={setPassword} />
      </LocaleProvider>
    </IntlProvider>,
  );
  return { setPassword, user: userEvent.setup() };
}

const newPassword = () => screen.getByLabelText(/^New password/);
const confirmation = () => screen.getByLabelText(/^Confirm the new password/);
const submit = () => screen.getByRole("button", { name: "Set password" });

afterEach(cleanup);

describe("given /paysuc's set-password form (password_set 0)", () => {
  it("should show SPEC.md §5's checklist under the new password", () => {
    renderForm();
    expect(screen.getByText("A lowercase letter")).toBeInTheDocument();
    expect(newPassword()).toHaveAttribute("autocomplete", "new-password");
  });

  it("should refuse a password that breaks the rules, by its field, without calling the api", async () => {
    const { setPassword, user } = renderForm();
    await user.type(newPassword(), "short");
    await user.type(confirmation(), "short");
    await user.click(submit());
    expect(newPassword()).toHaveAccessibleDescription(
      expect.stringContaining("The password does not meet the rules below."),
    );
    expect(newPassword()).toHaveAttribute("aria-invalid", "true");
    expect(newPassword()).toHaveFocus();
    expect(setPassword).not.toHaveBeenCalled();
  });

  it("should refuse a confirmation that differs, by the confirmation field", async () => {
    const { setPassword, user } = renderForm();
    await user.type(newPassword(), GOOD);
    await user.type(confirmation(), `${GOOD}x`);
    await user.click(submit());
    expect(confirmation()).toHaveAccessibleDescription("The two passwords are not the same.");
    expect(confirmation()).toHaveFocus();
    expect(setPassword).not.toHaveBeenCalled();
  });

  it("should set the password in the page's language and say it is set", async () => {
    const { setPassword, user } = renderForm();
    await user.type(newPassword(), GOOD);
    await user.type(confirmation(), GOOD);
    await user.click(submit());
    expect(setPassword).toHaveBeenCalledWith({ password: GOOD, locale: "en" });
    expect(await screen.findByRole("status")).toHaveTextContent("Your password is set");
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it("should show the api's field error by the new password (a common password)", async () => {
    const common = "This password is too common or has appeared in a data breach.";
    const setPassword = vi.fn(async () => {
      throw {
        code: 400,
        message: common,
        data: { fields: [{ path: "password", message: common }] },
      };
    });
    const { user } = renderForm(setPassword);
    await user.type(newPassword(), "Password1!");
    await user.type(confirmation(), "Password1!");
    await user.click(submit());
    expect(newPassword()).toHaveAccessibleDescription(expect.stringContaining(common));
    // Focus moves in an effect after the api's answer renders: on a loaded machine
    // that effect ran after the check (a CI run), so the check waits for it.
    await waitFor(() => expect(newPassword()).toHaveFocus());
  });

  it("should show an answer that is no field's as an alert (409 already has a password)", async () => {
    const conflict = "This account already has a password. Use change password instead.";
    const { user } = renderForm(
      vi.fn(async () => {
        throw { code: 409, message: conflict, data: null };
      }),
    );
    await user.type(newPassword(), GOOD);
    await user.type(confirmation(), GOOD);
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent(conflict);
  });

  it("should say the password could not be set when no answer came (network)", async () => {
    const { user } = renderForm(
      vi.fn(async () => {
        throw new Error("Network Error");
      }),
    );
    await user.type(newPassword(), GOOD);
    await user.type(confirmation(), GOOD);
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your password could not be set. Please try again.",
    );
  });
});
