import { Field, fieldControlVariants } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { argsFromSite } from "./support/siteArgs";
import { type SiteMessage, siteCopy } from "./support/siteCopy";

/**
 * The contact form's fields (site/src/support/ContactForm.tsx): the order
 * reference, optional, and the message, required.
 */
const copyOf = (locale: unknown) => siteCopy(locale, "contact-us");

/** The message field's label, hint and error, as the story's args. */
const messageArgs = (t: SiteMessage) => ({
  label: t("contact-us.form.message"),
  description: t("contact-us.form.messageHint"),
  error: t("contact-us.form.messageMissing"),
});

const meta = {
  title: "Components/Field",
  component: Field,
  args: {
    label: copyOf("en")("contact-us.form.order"),
    children: (control) => <input {...control} className={fieldControlVariants()} />,
  },
  argTypes: { children: { control: false } },
  parameters: {
    argsByLocale: argsFromSite(["contact-us"], (t) => ({ label: t("contact-us.form.order") })),
  },
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
  play: async ({ canvasElement, globals }) => {
    const name = copyOf(globals.locale)("contact-us.form.order");
    const input = within(canvasElement).getByRole("textbox", { name });
    await expect(input).toBeValid();
    await expect(input).not.toHaveAttribute("aria-describedby");
  },
};

/** Description and error: the control is invalid, described by both, its error message the error. */
export const WithError: Story = {
  args: { required: true },
  parameters: { argsByLocale: argsFromSite(["contact-us"], messageArgs) },
  play: async ({ canvasElement, globals }) => {
    const { label, description, error } = messageArgs(copyOf(globals.locale));
    const input = within(canvasElement).getByRole("textbox", { name: label });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(`${description} ${error}`);
    await expect(input).toHaveAccessibleErrorMessage(error);
  },
};

function AllFields({ locale }: { locale: unknown }) {
  const t = copyOf(locale);
  const message = messageArgs(t);
  const order = t("contact-us.form.order");
  const box = fieldControlVariants();
  return (
    <div className="flex max-w-md flex-col gap-6">
      <Field label={order}>{(control) => <input {...control} className={box} />}</Field>
      <Field label={message.label} description={message.description} required>
        {(control) => <input {...control} className={box} />}
      </Field>
      <Field label={order} optional>
        {(control) => <input {...control} dir="ltr" className={box} />}
      </Field>
      <Field
        label={order}
        description={t("contact-us.form.orderHint")}
        error={t("contact-us.form.orderInvalid")}
      >
        {(control) => <input {...control} defaultValue="0b0e7c1e" dir="ltr" className={box} />}
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
