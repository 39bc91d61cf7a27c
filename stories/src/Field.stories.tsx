import { Field, fieldControlVariants } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { pick } from "./support/contentStoryHelpers";

const COPY = {
  en: {
    label: "Server name",
    help: "Shown in the app's server list",
    error: "Use letters, digits and dashes only",
    value: "home router",
    port: "Port",
  },
  ar: {
    label: "اسم الخادم",
    help: "يظهر في قائمة الخوادم في التطبيق",
    error: "استخدم الأحرف والأرقام والشرطات فقط",
    value: "home router",
    port: "المنفذ",
  },
};

const meta = {
  title: "Components/Field",
  component: Field,
  args: {
    label: COPY.en.label,
    children: (control) => <input {...control} className={fieldControlVariants()} />,
  },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A label and the control the Field draws; the label names it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: COPY.en.label });
    await expect(input).toBeValid();
    await expect(input).not.toHaveAttribute("aria-describedby");
  },
};

/** Description and error: the control is invalid, described by both, its error message the error. */
export const WithError: Story = {
  args: { description: COPY.en.help, error: COPY.en.error, required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: COPY.en.label });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(`${COPY.en.help} ${COPY.en.error}`);
    await expect(input).toHaveAccessibleErrorMessage(COPY.en.error);
  },
};

function AllFields({ locale }: { locale: unknown }) {
  const copy = pick(locale, COPY);
  const box = fieldControlVariants();
  return (
    <div className="flex max-w-md flex-col gap-6">
      <Field label={copy.label}>{(control) => <input {...control} className={box} />}</Field>
      <Field label={copy.label} description={copy.help} required>
        {(control) => <input {...control} className={box} />}
      </Field>
      <Field label={copy.port} optional>
        {(control) => <input {...control} inputMode="numeric" dir="ltr" className={box} />}
      </Field>
      <Field label={copy.label} description={copy.help} error={copy.error}>
        {(control) => <input {...control} defaultValue={copy.value} dir="ltr" className={box} />}
      </Field>
    </div>
  );
}

/** Plain, described and required, optional, and in error. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllFields locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole("textbox");
    await expect(boxes).toHaveLength(4);
    await expect(boxes.filter((box) => box.getAttribute("aria-invalid") === "true")).toHaveLength(
      1,
    );
  },
};
