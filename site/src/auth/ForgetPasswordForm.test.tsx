// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { LocaleProvider } from "@mvpn/design-system";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ForgetPasswordForm,
  type ForgetPasswordFormProps,
  type ResetCalls,
} from "./ForgetPasswordForm";

const GOOD = "N3w-password!";

function renderForm(
  overrides: Partial<ResetCalls> = {},
  props: Partial<ForgetPasswordFormProps> = {},
) {
  const calls: ResetCalls = {
    requestCode: vi.fn(async () => ({ expires_in: 1800 })),
    setPassword: vi.fn(async () => ({ user_id: 42, is_password_set: 1 })),
    logIn: vi.fn(async () => ({ token: "t" })),
    ...overrides,
  };
  const onSignedIn = vi.fn();
  render(
    <MemoryRouter>
      <IntlProvider locale="en" defaultLocale="en" messages={{}}>
        <LocaleProvider locale="en">
          <ForgetPasswordForm locale="ar" calls={calls} onSignedIn={onSignedIn} {...props} />
        </LocaleProvider>
      </IntlProvider>
    </MemoryRouter>,
  );
  return { calls, onSignedIn, user: userEvent.setup() };
}

const code = () => screen.getByLabelText(/^Code from the mail/);
const newPassword = () => screen.getByLabelText(/^New password/);
const confirmation = () => screen.getByLabelText(/^Confirm the new password/);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("given /forgetpassword's form", () => {
  it("should refuse a bad email without asking for a code", async () => {
    const { calls, user } = renderForm();
    await user.type(screen.getByLabelText(/^Email address/), "jane@");
    await user.click(screen.getByRole("button", { name: "Send me a code" }));
    expect(screen.getByLabelText(/^Email address/)).toHaveAccessibleDescription(
      "Enter a valid email address, like name@example.com.",
    );
    expect(screen.getByLabelText(/^Email address/)).toHaveFocus();
    expect(calls.requestCode).not.toHaveBeenCalled();
  });

  it("should ask for a reset code in the page's language, then reset, sign in and go on", async () => {
    const { calls, onSignedIn, user } = renderForm();
    await user.type(screen.getByLabelText(/^Email address/), "jane@example.com");
    await user.click(screen.getByRole("button", { name: "Send me a code" }));
    expect(calls.requestCode).toHaveBeenCalledWith({
      email: "jane@example.com",
      type: "reset_password",
      locale: "ar",
    });
    expect(await screen.findByText(/a 6-digit code is on its way/)).toBeInTheDocument();
    expect(code()).toHaveAttribute("autocomplete", "one-time-code");
    expect(code()).toHaveAttribute("inputmode", "numeric");
    expect(newPassword()).toHaveAttribute("autocomplete", "new-password");
    expect(screen.getByText("A lowercase letter")).toBeInTheDocument();
    await user.type(code(), "493 021");
    await user.type(newPassword(), GOOD);
    await user.type(confirmation(), GOOD);
    await user.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(calls.setPassword).toHaveBeenCalledWith({
      email: "jane@example.com",
      code: "493021",
      password: GOOD,
      locale: "ar",
    });
    expect(calls.logIn).toHaveBeenCalledWith({ email: "jane@example.com", password: GOOD });
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it("should open on the second step from the mail's link, code filled in", () => {
    renderForm(
      {},
      { initial: { email: "jane@example.com", code: "493021", type: "reset_password" } },
    );
    expect(code()).toHaveValue("493021");
    expect(screen.getByRole("button", { name: "Send a new code" })).toBeInTheDocument();
  });

  it("should check the code and the passwords first, focusing the first problem", async () => {
    const { calls, user } = renderForm({}, { initial: { email: "jane@example.com", code: "12" } });
    await user.type(newPassword(), "short");
    await user.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(code()).toHaveAccessibleDescription(expect.stringContaining("The code is the 6 digits"));
    expect(code()).toHaveFocus();
    expect(newPassword()).toHaveAccessibleDescription(
      expect.stringContaining("The password does not meet the rules below."),
    );
    expect(calls.setPassword).not.toHaveBeenCalled();
  });

  it("should say a wrong or expired code by the code field, keeping the passwords", async () => {
    const wrong = "The verification code is wrong or has expired. Ask for a new one.";
    const { user, onSignedIn } = renderForm(
      {
        setPassword: vi.fn(async () => {
          throw { code: 400, message: wrong, data: { fields: [{ path: "code", message: wrong }] } };
        }),
      },
      { initial: { email: "jane@example.com", code: "000000" } },
    );
    await user.type(newPassword(), GOOD);
    await user.type(confirmation(), GOOD);
    await user.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(code()).toHaveAccessibleDescription(
      expect.stringContaining("This code is wrong or has expired."),
    );
    // Focus moves in an effect after the api's answer renders (see SetPasswordForm.test.tsx).
    await waitFor(() => expect(code()).toHaveFocus());
    expect(newPassword()).toHaveValue(GOOD);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("should show the api's own words for a common password, by the new password", async () => {
    const common = "This password is too common or has appeared in a data breach.";
    const { user } = renderForm(
      {
        setPassword: vi.fn(async () => {
          throw {
            code: 400,
            message: common,
            data: { fields: [{ path: "password", message: common }] },
          };
        }),
      },
      { initial: { email: "jane@example.com", code: "493021" } },
    );
    await user.type(newPassword(), "Password1!");
    await user.type(confirmation(), "Password1!");
    await user.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(newPassword()).toHaveAccessibleDescription(expect.stringContaining(common));
  });

  it("should say the rate limit in words", async () => {
    const { user } = renderForm({
      requestCode: vi.fn(async () => {
        throw { code: 429, message: "Too many requests.", data: null };
      }),
    });
    await user.type(screen.getByLabelText(/^Email address/), "jane@example.com");
    await user.click(screen.getByRole("button", { name: "Send me a code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many attempts. Please wait a few minutes, then try again.",
    );
  });

  it("should offer a new code only after the cooldown", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls, user } = renderForm({}, { cooldownSeconds: 3 });
    await user.type(screen.getByLabelText(/^Email address/), "jane@example.com");
    await user.click(screen.getByRole("button", { name: "Send me a code" }));
    expect(await screen.findByText(/ask for a new code in 3 seconds/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send a new code" })).toBeNull();
    for (let second = 0; second < 3; second += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    await user.click(screen.getByRole("button", { name: "Send a new code" }));
    expect(calls.requestCode).toHaveBeenCalledTimes(2);
    expect(await screen.findByText(/A new code is on its way/)).toBeInTheDocument();
  });

  it("should say the password is changed and offer to log in when the sign-in after it fails", async () => {
    const { user } = renderForm(
      {
        logIn: vi.fn(async () => {
          throw new Error("Network Error");
        }),
      },
      { initial: { email: "jane@example.com", code: "493021" } },
    );
    await user.type(newPassword(), GOOD);
    await user.type(confirmation(), GOOD);
    await user.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(await screen.findByText("Your password is changed")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      "/ar/login",
    );
  });
});
