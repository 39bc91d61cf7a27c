import { passwordChecklist } from "@mvpn/contract/validation";
import { PasswordField } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { argsFromSite } from "./support/siteArgs";
import { siteCopy } from "./support/siteCopy";

/**
 * The log-in form's password (site/src/auth/LoginForm.tsx) and the new
 * password of the account page (site/src/forms/NewPasswordFields.tsx).
 */
const wordsFor = (locale: unknown) => {
  const t = siteCopy(locale, "login", "myaccount");
  return {
    label: t("login.form.password"),
    newLabel: t("myaccount.password.new"),
    error: t("login.form.passwordMissing"),
  };
};
const LOG_IN = argsFromSite(["login"], (t) => ({ label: t("login.form.password") }));
const NEW_PASSWORD = argsFromSite(["myaccount"], (t) => ({ label: t("myaccount.password.new") }));
const MISSING = argsFromSite(["login"], (t) => ({ error: t("login.form.passwordMissing") }));
const EN = wordsFor("en");

const meta = {
  title: "Components/PasswordField",
  component: PasswordField,
  args: LOG_IN.en,
  parameters: { argsByLocale: LOG_IN },
  argTypes: { autoComplete: { control: "select", options: ["current-password", "new-password"] } },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;
/** What a play function receives, as far as these checks read it. */
type PlayContext = { canvasElement: HTMLElement; globals: Record<string, unknown> };

const met = (canvasElement: HTMLElement) =>
  Array.from(
    canvasElement.querySelectorAll<HTMLElement>("[data-slot=password-checklist-item]"),
    (item) => item.dataset.met,
  );

/** Log-in: the current password, hidden, with a show toggle. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(EN.label, { selector: "input" });
    const toggle = canvas.getByRole("button", { name: "Show password" });
    await expect(input).toHaveAttribute("type", "password");
    await expect(input).toHaveAttribute("autocomplete", "current-password");
    await userEvent.type(input, "P@ssword");
    // Toggle from the keyboard: Tab to the button, Space to show, Enter to hide.
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(input).toHaveAttribute("type", "text");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard("{Enter}");
    await expect(input).toHaveAttribute("type", "password");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  },
};

/**
 * A new password with the live checklist of SPEC.md §5 (the rule from
 * @mvpn/contract). In Arabic the checklist is Arabic and the password still
 * runs left to right, with the toggle on the left.
 */
export const NewPassword: Story = {
  tags: ["rtl"],
  args: { ...NEW_PASSWORD.en, autoComplete: "new-password", checklist: passwordChecklist },
  parameters: { argsByLocale: NEW_PASSWORD },
  play: inBothDirections(newPasswordChecks, async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(wordsFor(globals.locale).newLabel, { selector: "input" });
    await expect(getComputedStyle(input).direction).toBe("ltr");
    await userEvent.type(input, "Str0ng!Pass");
    await expect(met(canvasElement)).toEqual(["true", "true", "true", "true"]);
    const toggle = canvas.getByRole("button", { name: "إظهار كلمة المرور" });
    await expect(toggle.getBoundingClientRect().left).toBeLessThan(
      input.getBoundingClientRect().left + input.getBoundingClientRect().width / 2,
    );
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute("type", "text");
  }),
};

async function newPasswordChecks({ canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  const input = canvas.getByLabelText(EN.newLabel, { selector: "input" });
  await expect(input).toHaveAttribute("autocomplete", "new-password");
  await expect(met(canvasElement)).toEqual(["false", "false", "false", "false"]);
  // A weak password: only the lowercase rule holds.
  await userEvent.type(input, "password");
  await expect(met(canvasElement)).toEqual(["true", "true", "false", "false"]);
  const status = canvasElement.querySelector("[data-slot=password-checklist-status]");
  await expect(status).toHaveAttribute("role", "status");
  // A strong one: every rule holds, and the change is announced.
  await userEvent.clear(input);
  await userEvent.type(input, "Str0ng!Pass");
  await expect(met(canvasElement)).toEqual(["true", "true", "true", "true"]);
  await expect(canvas.getAllByRole("img", { name: "met" })).toHaveLength(4);
  await waitFor(() => expect(status).toHaveTextContent(/met/));
  // Show it to check it, from the keyboard.
  await userEvent.tab();
  await userEvent.keyboard("{Enter}");
  await expect(input).toHaveAttribute("type", "text");
  await expect(input).toHaveValue("Str0ng!Pass");
}

/** Shown, as after pressing the toggle. */
export const Visible: Story = {
  args: { defaultVisible: true, defaultValue: "Str0ng!Pass" },
};

export const WithError: Story = {
  args: { ...MISSING.en, required: true },
  parameters: { argsByLocale: MISSING },
  play: async ({ canvasElement }) => {
    // The label's text is "Password*"; its accessible name is "Password".
    const input = within(canvasElement).getByLabelText(/^Password/, { selector: "input" });
    await expect(input).toHaveAccessibleName(EN.label);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(EN.error);
  },
};

function AllPasswords({ locale }: { locale: unknown }) {
  const copy = wordsFor(locale);
  return (
    <div className="flex max-w-md flex-col gap-8">
      <PasswordField label={copy.label} defaultValue="P@ssword" />
      <PasswordField label={copy.label} defaultValue="Str0ng!Pass" defaultVisible />
      <PasswordField label={copy.label} error={copy.error} required />
      <PasswordField
        label={copy.newLabel}
        autoComplete="new-password"
        checklist={passwordChecklist}
        defaultValue="passw0rd"
      />
      <PasswordField
        label={copy.newLabel}
        autoComplete="new-password"
        checklist={passwordChecklist}
        defaultValue="Str0ng!Pass"
        defaultVisible
      />
    </div>
  );
}

/** Hidden, shown, with an error, and the checklist weak and strong. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllPasswords locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("button")).toHaveLength(5);
    await expect(within(canvasElement).getAllByRole("list")).toHaveLength(2);
  },
};
