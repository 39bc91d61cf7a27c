import { FIELD_SIZES, TextField } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { expectRightToLeft, pick } from "./support/contentStoryHelpers";

const COPY = {
  en: {
    name: "Full name",
    nameHelp: "As it appears on your card",
    coupon: "Coupon code",
    couponError: "This coupon has expired",
    city: "City",
  },
  ar: {
    name: "الاسم الكامل",
    nameHelp: "كما يظهر على بطاقتك",
    coupon: "رمز القسيمة",
    couponError: "انتهت صلاحية هذه القسيمة",
    city: "المدينة",
  },
};

const meta = {
  title: "Components/TextField",
  component: TextField,
  args: { label: COPY.en.name, onChange: fn() },
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
    const input = within(canvasElement).getByRole("textbox", { name: COPY.en.name });
    await userEvent.type(input, "Ada Lovelace");
    await expect(input).toHaveValue("Ada Lovelace");
    await expect(args.onChange).toHaveBeenCalledTimes(12);
  },
};

export const WithDescription: Story = {
  args: { description: COPY.en.nameHelp },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox")).toHaveAccessibleDescription(
      COPY.en.nameHelp,
    );
  },
};

/** An error: an icon and words, the input marked invalid and described by them. */
export const WithError: Story = {
  args: { label: COPY.en.coupon, defaultValue: "SPRING24", error: COPY.en.couponError },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: COPY.en.coupon });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(COPY.en.couponError);
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: COPY.en.name })).toBeRequired();
  },
};

export const Optional: Story = {
  args: { label: COPY.en.coupon, optional: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox")).toHaveAccessibleName(
      `${COPY.en.coupon} (optional)`,
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Ada Lovelace" },
};

function AllFields({ locale }: { locale: unknown }) {
  const copy = pick(locale, COPY);
  return (
    <div className="flex max-w-md flex-col gap-6">
      {FIELD_SIZES.map((size) => (
        <TextField key={size} label={`${copy.city} (${size})`} size={size} />
      ))}
      <TextField label={copy.name} description={copy.nameHelp} required />
      <TextField label={copy.coupon} optional />
      <TextField label={copy.coupon} defaultValue="SPRING24" error={copy.couponError} />
      <TextField label={copy.name} disabled defaultValue="Ada Lovelace" />
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

/** Arabic: the label, the asterisk and the error sit on the right. */
export const RTL: Story = {
  globals: { locale: "ar" },
  args: { label: COPY.ar.coupon, error: COPY.ar.couponError, required: true },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    const input = within(canvasElement).getByRole("textbox", { name: COPY.ar.coupon });
    await expect(getComputedStyle(input).direction).toBe("rtl");
    await expect(canvasElement.querySelector("[data-slot=field-required]")).toHaveAttribute(
      "title",
      "مطلوب",
    );
  },
};
