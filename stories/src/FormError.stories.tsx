import { Checkbox, EmailField, FormError, PasswordField } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { pick } from "./support/contentStoryHelpers";
import { inBothDirections } from "./support/directions";

const COPY = {
  en: {
    email: "Email",
    emailError: "Enter an email like name@example.com",
    password: "Create a password",
    passwordError: "Use 8–20 characters with a lowercase and an uppercase letter and a symbol",
    terms: "I accept the terms of use",
    termsError: "Accept the terms of use to continue",
    formError: "We could not check that you are human. Try again.",
  },
  ar: {
    email: "البريد الإلكتروني",
    emailError: "أدخل بريدًا إلكترونيًا مثل name@example.com",
    password: "أنشئ كلمة مرور",
    passwordError: "استخدم من 8 إلى 20 حرفًا تتضمن حرفًا صغيرًا وحرفًا كبيرًا ورمزًا",
    terms: "أوافق على شروط الاستخدام",
    termsError: "وافق على شروط الاستخدام للمتابعة",
    formError: "تعذّر التحقق من أنك لست روبوتًا. حاول مرة أخرى.",
  },
};

/** A sign-up form after a failed submit: the summary above, each field with its error. */
function SignUpWithErrors({ locale }: { locale: unknown }) {
  const copy = pick(locale, COPY);
  return (
    <form className="flex max-w-md flex-col gap-6" noValidate>
      <FormError
        errors={[
          { fieldId: "signup-email", message: copy.emailError },
          { fieldId: "signup-password", message: copy.passwordError },
          { fieldId: "signup-terms", message: copy.termsError },
          { message: copy.formError },
        ]}
      />
      <EmailField
        id="signup-email"
        label={copy.email}
        defaultValue="john@example"
        error={copy.emailError}
      />
      <PasswordField
        id="signup-password"
        label={copy.password}
        autoComplete="new-password"
        defaultValue="password"
        error={copy.passwordError}
      />
      <Checkbox id="signup-terms" label={copy.terms} error={copy.termsError} />
    </form>
  );
}

const meta = {
  title: "Components/FormError",
  component: FormError,
  args: { errors: [] },
  render: (_args, { globals }) => <SignUpWithErrors locale={globals.locale} />,
} satisfies Meta<typeof FormError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Following a message moves focus to its field. */
export const Default: Story = {
  tags: ["rtl"],
  play: inBothDirections(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const alert = canvas.getByRole("alert");
      await expect(alert).toHaveTextContent("Please check the following");
      await userEvent.click(within(alert).getByRole("link", { name: COPY.en.passwordError }));
      await expect(canvas.getByLabelText(COPY.en.password, { selector: "input" })).toHaveFocus();
      await userEvent.click(within(alert).getByRole("link", { name: COPY.en.termsError }));
      await expect(canvas.getByRole("checkbox", { name: COPY.en.terms })).toHaveFocus();
    },
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole("alert")).toHaveTextContent("يُرجى مراجعة ما يلي");
      await userEvent.click(canvas.getByRole("link", { name: COPY.ar.emailError }));
      await expect(canvas.getByRole("textbox", { name: COPY.ar.email })).toHaveFocus();
    },
  ),
};

/** One form-wide message, with no field to link to. */
export const FormWide: Story = {
  render: () => <FormError errors={[{ message: COPY.en.formError }]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("link")).toBeNull();
  },
};

export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <div className="flex flex-col gap-8">
      <SignUpWithErrors locale={globals.locale} />
      <FormError
        className="max-w-md"
        errors={[{ message: pick(globals.locale, COPY).formError }]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("alert")).toHaveLength(2);
  },
};
