import { Checkbox } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { expectRightToLeft, pick } from "./support/contentStoryHelpers";

const COPY = {
  en: {
    terms: "I accept the terms of use",
    termsHelp: "You can read them before you pay",
    termsError: "Accept the terms of use to continue",
    offers: "Send me offers and news by email",
    remember: "Remember me on this device",
  },
  ar: {
    terms: "أوافق على شروط الاستخدام",
    termsHelp: "يمكنك قراءتها قبل الدفع",
    termsError: "وافق على شروط الاستخدام للمتابعة",
    offers: "أرسل إليّ العروض والأخبار بالبريد الإلكتروني",
    remember: "تذكّرني على هذا الجهاز",
  },
};

const meta = {
  title: "Components/Checkbox",
  component: Checkbox,
  args: { label: COPY.en.remember, onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label text toggles it; so does Space. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("checkbox", { name: COPY.en.remember });
    await userEvent.click(canvas.getByText(COPY.en.remember));
    await expect(box).toBeChecked();
    await userEvent.keyboard(" ");
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    // The row is the 44px target.
    const row = canvasElement.querySelector("[data-slot=checkbox-label]") as HTMLElement;
    await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Checked: Story = {
  args: { label: COPY.en.offers, defaultChecked: true },
};

export const WithDescription: Story = {
  args: { label: COPY.en.terms, description: COPY.en.termsHelp },
};

export const WithError: Story = {
  args: { label: COPY.en.terms, error: COPY.en.termsError, required: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: COPY.en.terms });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription(COPY.en.termsError);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
};

function AllBoxes({ locale }: { locale: unknown }) {
  const copy = pick(locale, COPY);
  return (
    <div className="flex max-w-md flex-col gap-4">
      <Checkbox label={copy.remember} />
      <Checkbox label={copy.offers} defaultChecked />
      <Checkbox label={copy.terms} description={copy.termsHelp} />
      <Checkbox label={copy.terms} error={copy.termsError} required />
      <Checkbox label={copy.remember} disabled />
      <Checkbox label={copy.offers} disabled defaultChecked />
    </div>
  );
}

export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllBoxes locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("checkbox")).toHaveLength(6);
  },
};

/** Arabic: the box on the right, the text to its left. */
export const RTL: Story = {
  globals: { locale: "ar" },
  args: { label: COPY.ar.terms, description: COPY.ar.termsHelp },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    const canvas = within(canvasElement);
    const box = canvas.getByRole("checkbox", { name: COPY.ar.terms });
    await expect(box.getBoundingClientRect().left).toBeGreaterThan(
      canvas.getByText(COPY.ar.terms).getBoundingClientRect().left,
    );
    await userEvent.click(canvas.getByText(COPY.ar.terms));
    await expect(box).toBeChecked();
  },
};
