import { FIELD_SIZES, TextField } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { argsFromSite } from "./support/siteArgs";
import { siteCopy } from "./support/siteCopy";

/**
 * The site's text fields: the search of /vpn-server, the code of the
 * password reset, the IP binding of /myaccount and the support form's
 * order reference (site/src: ServerList, ForgetPasswordSteps, IpBindingCard,
 * ContactForm).
 */
const wordsFor = (locale: unknown) => {
  const t = siteCopy(locale, "vpn-server", "forgetpassword", "myaccount", "contact-us");
  return {
    search: t("vpn-server.search.label"),
    code: t("forgetpassword.form.code"),
    codeHint: t("forgetpassword.form.codeHint"),
    ip: t("myaccount.ip.field"),
    ipInvalid: t("myaccount.ip.invalid"),
    order: t("contact-us.form.order"),
  };
};
const EN = wordsFor("en");
/** One field's args in every locale, from `wordsFor`. */
const fieldArgs = <A extends Record<string, unknown>>(
  argsOf: (words: ReturnType<typeof wordsFor>) => A,
) =>
  argsFromSite(["vpn-server", "forgetpassword", "myaccount", "contact-us"], (_t, locale) =>
    argsOf(wordsFor(locale)),
  );
const SEARCH = fieldArgs((w) => ({ label: w.search }));
const CODE_HINT = fieldArgs((w) => ({ label: w.code, description: w.codeHint }));
const BAD_IP = fieldArgs((w) => ({ label: w.ip, error: w.ipInvalid }));
const ORDER = fieldArgs((w) => ({ label: w.order }));
const IP = fieldArgs((w) => ({ label: w.ip }));

const meta = {
  title: "Components/TextField",
  component: TextField,
  args: { ...SEARCH.en, onChange: fn() },
  parameters: { argsByLocale: SEARCH },
  argTypes: { size: { control: "select", options: FIELD_SIZES } },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled input; typing goes through to onChange. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: EN.search });
    await userEvent.type(input, "Frankfurt");
    await expect(input).toHaveValue("Frankfurt");
    await expect(args.onChange).toHaveBeenCalledTimes(9);
  },
};

export const WithDescription: Story = {
  // A code and an address read left to right in every language, as the site sets them.
  args: { ...CODE_HINT.en, dir: "ltr" },
  parameters: { argsByLocale: CODE_HINT },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox")).toHaveAccessibleDescription(
      EN.codeHint,
    );
  },
};

/** An error: an icon and words, the input marked invalid and described by them. */
export const WithError: Story = {
  args: { ...BAD_IP.en, dir: "ltr", defaultValue: "203.0.113.300" },
  parameters: { argsByLocale: BAD_IP },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: EN.ip });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(EN.ipInvalid);
  },
};

/** Required; in Arabic the label, the asterisk and the input's text sit on the right. */
export const Required: Story = {
  tags: ["rtl"],
  args: { required: true },
  play: inBothDirections(
    async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole("textbox", { name: EN.search })).toBeRequired();
    },
    async ({ canvasElement, globals }) => {
      const input = within(canvasElement).getByRole("textbox", {
        name: wordsFor(globals.locale).search,
      });
      await expect(getComputedStyle(input).direction).toBe("rtl");
      await expect(canvasElement.querySelector("[data-slot=field-required]")).toHaveAttribute(
        "title",
        "مطلوب",
      );
    },
  ),
};

export const Optional: Story = {
  args: { ...ORDER.en, optional: true },
  parameters: { argsByLocale: ORDER },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox")).toHaveAccessibleName(
      `${EN.order} (optional)`,
    );
  },
};

export const Disabled: Story = {
  args: { ...IP.en, dir: "ltr", disabled: true, defaultValue: "203.0.113.24" },
  parameters: { argsByLocale: IP },
};

function AllFields({ locale }: { locale: unknown }) {
  const copy = wordsFor(locale);
  return (
    <div className="flex max-w-md flex-col gap-6">
      {FIELD_SIZES.map((size) => (
        <TextField key={size} label={`${copy.search} (${size})`} size={size} />
      ))}
      <TextField label={copy.code} description={copy.codeHint} dir="ltr" required />
      <TextField label={copy.order} dir="ltr" optional />
      <TextField label={copy.ip} dir="ltr" defaultValue="203.0.113.300" error={copy.ipInvalid} />
      <TextField label={copy.ip} dir="ltr" disabled defaultValue="203.0.113.24" />
    </div>
  );
}

/** Sizes, description, required, optional, error and disabled. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllFields locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("textbox")).toHaveLength(7);
  },
};
