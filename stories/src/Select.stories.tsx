import { FIELD_SIZES, Select } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { argsFromSite } from "./support/siteArgs";
import { siteCopy } from "./support/siteCopy";

/** The topics of the support form, in its order (site/src/support/contact-form.ts). */
const TOPICS = ["billing", "account", "connection", "devices", "refund", "other"] as const;

/** The support form's topic field on /contact-us (site/src/support/ContactForm.tsx). */
const wordsFor = (locale: unknown) => {
  const t = siteCopy(locale, "contact-us");
  return {
    label: t("contact-us.form.topic"),
    placeholder: t("contact-us.form.topicPlaceholder"),
    error: t("contact-us.form.topicMissing"),
    topics: TOPICS.map((topic) => [topic, t(`contact-us.topic.${topic}`)] as const),
  };
};
const EN = wordsFor("en");
const TOPIC_FIELD = argsFromSite(["contact-us"], (t) => ({ label: t("contact-us.form.topic") }));
const PLACEHOLDER = argsFromSite(["contact-us"], (t) => ({
  label: t("contact-us.form.topic"),
  placeholder: t("contact-us.form.topicPlaceholder"),
}));
const MISSING = argsFromSite(["contact-us"], (t) => ({
  label: t("contact-us.form.topic"),
  placeholder: t("contact-us.form.topicPlaceholder"),
  error: t("contact-us.form.topicMissing"),
}));

function Topics({ locale }: { locale: unknown }) {
  return (
    <>
      {wordsFor(locale).topics.map(([topic, name]) => (
        <option key={topic} value={topic}>
          {name}
        </option>
      ))}
    </>
  );
}

const meta = {
  title: "Components/Select",
  component: Select,
  args: { ...TOPIC_FIELD.en, onChange: fn() },
  parameters: { argsByLocale: TOPIC_FIELD },
  argTypes: { size: { control: "select", options: FIELD_SIZES } },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
  render: (args, { globals }) => (
    <Select {...args}>
      <Topics locale={globals.locale} />
    </Select>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The native select: the phone's own picker and the browser's keys. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: EN.label });
    await userEvent.selectOptions(select, "refund");
    await expect(select).toHaveValue("refund");
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/**
 * Nothing chosen yet, as the support form opens. In Arabic the chevron moves
 * to the left and still points down (no mirror).
 */
export const WithPlaceholder: Story = {
  tags: ["rtl"],
  args: { ...PLACEHOLDER.en, required: true },
  parameters: { argsByLocale: PLACEHOLDER },
  play: inBothDirections(
    async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole("combobox")).toHaveValue("");
    },
    async ({ canvasElement, globals }) => {
      const select = within(canvasElement).getByRole("combobox", {
        name: wordsFor(globals.locale).label,
      });
      const chevron = canvasElement.querySelector("[data-slot=select-chevron]") as Element;
      const box = select.getBoundingClientRect();
      await expect(chevron.getBoundingClientRect().left).toBeLessThan(box.left + box.width / 2);
      await expect(getComputedStyle(chevron).scale).not.toBe("-1 1");
    },
    { shared: true },
  ),
};

export const WithError: Story = {
  args: { ...MISSING.en, required: true },
  parameters: { argsByLocale: MISSING },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox");
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(select).toHaveAccessibleDescription(EN.error);
  },
};

function AllSelects({ locale }: { locale: unknown }) {
  const copy = wordsFor(locale);
  return (
    <div className="flex max-w-md flex-col gap-6">
      {FIELD_SIZES.map((size) => (
        <Select key={size} label={`${copy.label} (${size})`} size={size} defaultValue="connection">
          <Topics locale={locale} />
        </Select>
      ))}
      <Select label={copy.label} placeholder={copy.placeholder}>
        <Topics locale={locale} />
      </Select>
      <Select label={copy.label} placeholder={copy.placeholder} error={copy.error} required>
        <Topics locale={locale} />
      </Select>
      <Select label={copy.label} disabled defaultValue="billing">
        <Topics locale={locale} />
      </Select>
    </div>
  );
}

export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllSelects locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("combobox")).toHaveLength(6);
  },
};
