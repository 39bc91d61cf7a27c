import { Textarea } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { expectRightToLeft, pick } from "./support/contentStoryHelpers";

const COPY = {
  en: {
    label: "How can we help?",
    help: "Tell us what happened and on which device",
    error: "Write a message so we can help",
    text: "The app disconnects every few minutes on my Android phone.",
  },
  ar: {
    label: "كيف يمكننا مساعدتك؟",
    help: "أخبرنا بما حدث وعلى أي جهاز",
    error: "اكتب رسالة لنتمكن من مساعدتك",
    text: "ينقطع اتصال التطبيق كل بضع دقائق على هاتفي الذي يعمل بنظام أندرويد.",
  },
};

const meta = {
  title: "Components/Textarea",
  component: Textarea,
  args: { label: COPY.en.label, description: COPY.en.help, maxLength: 500 },
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

/** The counter follows the typing, and describes the field. */
export const WithCounter: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("textbox", { name: COPY.en.label });
    await expect(counter(canvasElement)).toHaveTextContent("0 of 500 characters");
    await userEvent.type(box, "It disconnects.");
    await expect(counter(canvasElement)).toHaveTextContent("15 of 500 characters");
    await expect(box).toHaveAccessibleDescription(`${COPY.en.help} 15 of 500 characters`);
  },
};

/** Near the limit the count is also announced politely. */
export const NearLimit: Story = {
  args: { maxLength: 60, defaultValue: COPY.en.text.slice(0, 52) },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("textbox");
    await userEvent.type(box, "xxxxxxxxxxxx");
    await expect(box).toHaveValue(`${COPY.en.text.slice(0, 52)}xxxxxxxx`);
    const status = canvasElement.querySelector("[data-slot=textarea-counter-status]");
    await expect(status).toHaveAttribute("role", "status");
    await expect(status).toHaveTextContent("60 of 60 characters");
  },
};

export const WithoutCounter: Story = {
  args: { maxLength: undefined },
};

export const WithError: Story = {
  args: { error: COPY.en.error, required: true },
};

function AllAreas({ locale }: { locale: unknown }) {
  const copy = pick(locale, COPY);
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

/** Arabic: the counter in Arabic words at the end (left). */
export const RTL: Story = {
  globals: { locale: "ar" },
  args: { label: COPY.ar.label, description: COPY.ar.help, defaultValue: COPY.ar.text },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    await expect(counter(canvasElement)).toHaveTextContent(
      `عدد الأحرف: ${COPY.ar.text.length} من 500`,
    );
  },
};
