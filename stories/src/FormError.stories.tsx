import { EmailField, FormError, PasswordField } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { siteCopy } from "./support/siteCopy";

/** The login form's words (site/src/auth/LoginForm.tsx). */
const wordsOf = (locale: unknown) => {
  const t = siteCopy(locale, "login");
  return {
    email: t("login.form.email"),
    emailError: t("login.form.emailInvalid"),
    password: t("login.form.password"),
    passwordError: t("login.form.passwordMissing"),
    formError: t("login.form.wrongCredentials"),
  };
};

/** The login form after a failed submit: the summary above, each field with its error. */
function LoginWithErrors({ locale }: { locale: unknown }) {
  const copy = wordsOf(locale);
  return (
    <form className="flex max-w-md flex-col gap-6" noValidate>
      <FormError
        errors={[
          { fieldId: "login-email", message: copy.emailError },
          { fieldId: "login-password", message: copy.passwordError },
          { message: copy.formError },
        ]}
      />
      <EmailField
        id="login-email"
        label={copy.email}
        defaultValue="john@example"
        error={copy.emailError}
      />
      <PasswordField
        id="login-password"
        label={copy.password}
        autoComplete="current-password"
        error={copy.passwordError}
      />
    </form>
  );
}

const meta = {
  title: "Components/FormError",
  component: FormError,
  args: { errors: [] },
  render: (_args, { globals }) => <LoginWithErrors locale={globals.locale} />,
} satisfies Meta<typeof FormError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Following a message moves focus to its field. */
export const Default: Story = {
  tags: ["rtl"],
  play: inBothDirections(
    async ({ canvasElement, globals }) => {
      const copy = wordsOf(globals.locale);
      const canvas = within(canvasElement);
      const alert = canvas.getByRole("alert");
      await expect(alert).toHaveTextContent("Please check the following");
      await userEvent.click(within(alert).getByRole("link", { name: copy.passwordError }));
      await expect(canvas.getByLabelText(copy.password, { selector: "input" })).toHaveFocus();
      await userEvent.click(within(alert).getByRole("link", { name: copy.emailError }));
      await expect(canvas.getByRole("textbox", { name: copy.email })).toHaveFocus();
    },
    async ({ canvasElement, globals }) => {
      const copy = wordsOf(globals.locale);
      const canvas = within(canvasElement);
      await expect(canvas.getByRole("alert")).toHaveTextContent("يُرجى مراجعة ما يلي");
      await userEvent.click(canvas.getByRole("link", { name: copy.emailError }));
      await expect(canvas.getByRole("textbox", { name: copy.email })).toHaveFocus();
    },
  ),
};

/** One form-wide message, with no field to link to. */
export const FormWide: Story = {
  render: (_args, { globals }) => (
    <FormError errors={[{ message: wordsOf(globals.locale).formError }]} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("link")).toBeNull();
  },
};

export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <div className="flex flex-col gap-8">
      <LoginWithErrors locale={globals.locale} />
      <FormError className="max-w-md" errors={[{ message: wordsOf(globals.locale).formError }]} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("alert")).toHaveLength(2);
  },
};
