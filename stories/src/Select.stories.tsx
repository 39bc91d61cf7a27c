import { FIELD_SIZES, Select } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { expectRightToLeft, pick } from "./support/contentStoryHelpers";

const COPY = {
  en: {
    label: "Country",
    help: "Prices are shown in its currency",
    placeholder: "Choose a country",
    error: "Choose your country",
    countries: { US: "United States", AU: "Australia", CA: "Canada", GB: "United Kingdom" },
  },
  ar: {
    label: "الدولة",
    help: "تُعرض الأسعار بعملتها",
    placeholder: "اختر دولة",
    error: "اختر دولتك",
    countries: { US: "الولايات المتحدة", AU: "أستراليا", CA: "كندا", GB: "المملكة المتحدة" },
  },
};

function Countries({ locale }: { locale: unknown }) {
  const { countries } = pick(locale, COPY);
  return (
    <>
      {Object.entries(countries).map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </>
  );
}

const meta = {
  title: "Components/Select",
  component: Select,
  args: { label: COPY.en.label, description: COPY.en.help, onChange: fn() },
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
      <Countries locale={globals.locale} />
    </Select>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The native select: the phone's own picker and the browser's keys. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: COPY.en.label });
    await userEvent.selectOptions(select, "GB");
    await expect(select).toHaveValue("GB");
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithPlaceholder: Story = {
  args: { placeholder: COPY.en.placeholder, required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox")).toHaveValue("");
  },
};

export const WithError: Story = {
  args: { placeholder: COPY.en.placeholder, error: COPY.en.error, required: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox");
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(select).toHaveAccessibleDescription(`${COPY.en.help} ${COPY.en.error}`);
  },
};

function AllSelects({ locale }: { locale: unknown }) {
  const copy = pick(locale, COPY);
  return (
    <div className="flex max-w-md flex-col gap-6">
      {FIELD_SIZES.map((size) => (
        <Select key={size} label={`${copy.label} (${size})`} size={size} defaultValue="CA">
          <Countries locale={locale} />
        </Select>
      ))}
      <Select label={copy.label} description={copy.help} placeholder={copy.placeholder}>
        <Countries locale={locale} />
      </Select>
      <Select label={copy.label} placeholder={copy.placeholder} error={copy.error} required>
        <Countries locale={locale} />
      </Select>
      <Select label={copy.label} disabled defaultValue="US">
        <Countries locale={locale} />
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

/** Arabic: the chevron moves to the left and still points down (no mirror). */
export const RTL: Story = {
  globals: { locale: "ar" },
  args: { label: COPY.ar.label, description: COPY.ar.help, placeholder: COPY.ar.placeholder },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    const select = within(canvasElement).getByRole("combobox", { name: COPY.ar.label });
    const chevron = canvasElement.querySelector("[data-slot=select-chevron]") as Element;
    const box = select.getBoundingClientRect();
    await expect(chevron.getBoundingClientRect().left).toBeLessThan(box.left + box.width / 2);
    await expect(getComputedStyle(chevron).scale).not.toBe("-1 1");
  },
};
