import { isValidEmail } from "@mvpn/contract/validation";
import { EmailField } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { expectRightToLeft, pick } from "./support/contentStoryHelpers";

const COPY = {
  en: {
    label: "Email",
    help: "We send your receipt here",
    error: "Enter an email like name@example.com",
  },
  ar: {
    label: "البريد الإلكتروني",
    help: "نرسل إيصالك إلى هذا العنوان",
    error: "أدخل بريدًا إلكترونيًا مثل name@example.com",
  },
};

const meta = {
  title: "Components/EmailField",
  component: EmailField,
  args: { label: COPY.en.label, description: COPY.en.help },
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

/** The email keyboard, autofill, and a left-to-right value. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: COPY.en.label });
    await expect(input).toHaveAttribute("type", "email");
    await expect(input).toHaveAttribute("autocomplete", "email");
    await expect(input).toHaveAttribute("inputmode", "email");
    await userEvent.type(input, "john.doe@example.com");
    await expect(input).toHaveValue("john.doe@example.com");
  },
};

/** Checked on blur by the caller, with the SPEC.md §5 rule (`isValidEmail` of @mvpn/contract). */
function ValidatedEmail({ locale }: { locale: unknown }) {
  const copy = pick(locale, COPY);
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
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox");
    await userEvent.type(input, "john@example.COM");
    await userEvent.tab();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(`${COPY.en.help} ${COPY.en.error}`);
    await userEvent.clear(input);
    await userEvent.type(input, "john@example.com");
    await userEvent.tab();
    await expect(input).toBeValid();
  },
};

export const WithError: Story = {
  args: { defaultValue: "john@localhost", error: COPY.en.error },
};

function AllEmails({ locale }: { locale: unknown }) {
  const copy = pick(locale, COPY);
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

/** Arabic: the label is right to left, the address stays left to right, aligned to the right. */
export const RTL: Story = {
  globals: { locale: "ar" },
  args: { label: COPY.ar.label, description: COPY.ar.help, defaultValue: "john.doe@example.com" },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    const input = within(canvasElement).getByRole("textbox", { name: COPY.ar.label });
    const style = getComputedStyle(input);
    await expect(style.direction).toBe("ltr");
    await expect(style.textAlign).toBe("end");
  },
};
