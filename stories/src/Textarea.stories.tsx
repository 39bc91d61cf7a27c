import { Textarea } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { argsFromSite } from "./support/siteArgs";
import { siteCopy } from "./support/siteCopy";

/**
 * The message of the support form on /contact-us (site/src/support/ContactForm.tsx);
 * what a visitor types is a question the download page answers, in the same language.
 */
const wordsFor = (locale: unknown) => {
  const t = siteCopy(locale, "contact-us", "download");
  return {
    label: t("contact-us.form.message"),
    help: t("contact-us.form.messageHint"),
    error: t("contact-us.form.messageMissing"),
    text: t("download.faq.vpnPrompt.q"),
  };
};
const EN = wordsFor("en");
const MESSAGE = argsFromSite(["contact-us"], (t) => ({
  label: t("contact-us.form.message"),
  description: t("contact-us.form.messageHint"),
}));
const MISSING = argsFromSite(["contact-us"], (t) => ({
  error: t("contact-us.form.messageMissing"),
}));
/** A typed question 8 characters short of the limit. */
const TYPED = argsFromSite(["download"], (t) => {
  const text = t("download.faq.vpnPrompt.q");
  return { defaultValue: text, maxLength: text.length + 8 };
});

const meta = {
  title: "Components/Textarea",
  component: Textarea,
  args: { ...MESSAGE.en, maxLength: 500 },
  parameters: { argsByLocale: MESSAGE },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

const counter = (canvasElement: HTMLElement) =>
  canvasElement.querySelector("[data-slot=textarea-counter]");

/** The counter follows the typing, and describes the field; in Arabic it is worded in Arabic. */
export const WithCounter: Story = {
  tags: ["rtl"],
  play: inBothDirections(
    async ({ canvasElement }) => {
      const box = within(canvasElement).getByRole("textbox", { name: EN.label });
      await expect(counter(canvasElement)).toHaveTextContent("0 of 500 characters");
      await userEvent.type(box, "It disconnects.");
      await expect(counter(canvasElement)).toHaveTextContent("15 of 500 characters");
      await expect(box).toHaveAccessibleDescription(`${EN.help} 15 of 500 characters`);
    },
    async ({ canvasElement }) => {
      await expect(counter(canvasElement)).toHaveTextContent("عدد الأحرف: 0 من 500");
    },
  ),
};

/** Near the limit the count is also announced politely. */
export const NearLimit: Story = {
  args: TYPED.en,
  parameters: { argsByLocale: TYPED },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("textbox");
    await userEvent.type(box, "xxxxxxxxxxxx");
    await expect(box).toHaveValue(`${EN.text}xxxxxxxx`);
    const status = canvasElement.querySelector("[data-slot=textarea-counter-status]");
    await expect(status).toHaveAttribute("role", "status");
    const max = EN.text.length + 8;
    await expect(status).toHaveTextContent(`${max} of ${max} characters`);
  },
};

export const WithoutCounter: Story = {
  args: { maxLength: undefined },
};

export const WithError: Story = {
  args: { ...MISSING.en, required: true },
  parameters: { argsByLocale: MISSING },
};

function AllAreas({ locale }: { locale: unknown }) {
  const copy = wordsFor(locale);
  return (
    <div className="flex max-w-md flex-col gap-6">
      <Textarea label={copy.label} description={copy.help} maxLength={500} />
      <Textarea label={copy.label} maxLength={500} defaultValue={copy.text} />
      <Textarea label={copy.label} maxLength={copy.text.length} defaultValue={copy.text} />
      <Textarea label={copy.label} error={copy.error} required maxLength={500} />
      <Textarea label={copy.label} optional rows={2} />
      <Textarea label={copy.label} disabled defaultValue={copy.text} />
    </div>
  );
}

export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllAreas locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("textbox")).toHaveLength(6);
  },
};
