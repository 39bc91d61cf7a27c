import { isValidEmail } from "@mvpn/contract/validation";
import { EmailField } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { argsFromSite } from "./support/siteArgs";
import { siteCopy } from "./support/siteCopy";

/** The contact form's email field (site/src/support/ContactForm.tsx), in its words. */
const wordsOf = (locale: unknown) => {
  const t = siteCopy(locale, "contact-us");
  return {
    label: t("contact-us.form.email"),
    help: t("contact-us.form.emailHint"),
    error: t("contact-us.form.emailInvalid"),
  };
};

const meta = {
  title: "Components/EmailField",
  component: EmailField,
  args: { label: wordsOf("en").label, description: wordsOf("en").help },
  parameters: {
    argsByLocale: argsFromSite(["contact-us"], (t) => ({
      label: t("contact-us.form.email"),
      description: t("contact-us.form.emailHint"),
    })),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The email keyboard, autofill, and a left-to-right value: in Arabic the
 * label is right to left, the address left to right, aligned to the right.
 */
export const Default: Story = {
  tags: ["rtl"],
  play: inBothDirections(
    async ({ canvasElement, globals }) => {
      const name = wordsOf(globals.locale).label;
      const input = within(canvasElement).getByRole("textbox", { name });
      await expect(input).toHaveAttribute("type", "email");
      await expect(input).toHaveAttribute("autocomplete", "email");
      await expect(input).toHaveAttribute("inputmode", "email");
      await userEvent.type(input, "john.doe@example.com");
      await expect(input).toHaveValue("john.doe@example.com");
    },
    async ({ canvasElement }) => {
      const style = getComputedStyle(within(canvasElement).getByRole("textbox"));
      await expect(style.direction).toBe("ltr");
      await expect(style.textAlign).toBe("end");
    },
    { shared: true },
  ),
};

/** Checked on blur by the caller, with the SPEC.md §5 rule (`isValidEmail` of @mvpn/contract). */
function ValidatedEmail({ locale }: { locale: unknown }) {
  const copy = wordsOf(locale);
  const [error, setError] = useState<string>();
  return (
    <EmailField
      label={copy.label}
      description={copy.help}
      error={error}
      onBlur={(event) => setError(isValidEmail(event.target.value) ? undefined : copy.error)}
    />
  );
}

export const Validated: Story = {
  render: (_args, { globals }) => <ValidatedEmail locale={globals.locale} />,
  play: async ({ canvasElement, globals }) => {
    const copy = wordsOf(globals.locale);
    const input = within(canvasElement).getByRole("textbox");
    await userEvent.type(input, "john@example.COM");
    await userEvent.tab();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(`${copy.help} ${copy.error}`);
    await userEvent.clear(input);
    await userEvent.type(input, "john@example.com");
    await userEvent.tab();
    await expect(input).toBeValid();
  },
};

export const WithError: Story = {
  args: { defaultValue: "john@localhost" },
  parameters: {
    argsByLocale: argsFromSite(["contact-us"], (t) => ({
      label: t("contact-us.form.email"),
      description: t("contact-us.form.emailHint"),
      error: t("contact-us.form.emailInvalid"),
    })),
  },
};

function AllEmails({ locale }: { locale: unknown }) {
  const copy = wordsOf(locale);
  return (
    <div className="flex max-w-md flex-col gap-6">
      <EmailField label={copy.label} description={copy.help} required />
      <EmailField label={copy.label} defaultValue="john.doe@example.com" />
      <EmailField label={copy.label} defaultValue="john@localhost" error={copy.error} />
    </div>
  );
}

export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllEmails locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("textbox")).toHaveLength(3);
  },
};
