import { Tag, TagList } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { pick } from "./support/contentStoryHelpers";
import { inBothDirections } from "./support/directions";

const TAGS = {
  en: [
    ["privacy", "Privacy"],
    ["public-wifi", "Public Wi-Fi"],
    ["streaming", "Streaming"],
    ["travel", "Travel"],
    ["encryption", "Encryption"],
    ["how-to", "How-to guides"],
  ],
  ar: [
    ["privacy", "الخصوصية"],
    ["public-wifi", "شبكات Wi-Fi العامة"],
    ["streaming", "البث"],
    ["travel", "السفر"],
    ["encryption", "التشفير"],
    ["how-to", "أدلة الاستخدام"],
  ],
};

function Tags({ locale, links = true }: { locale: unknown; links?: boolean }) {
  return (
    <TagList>
      {pick(locale, TAGS).map(([slug, label]) => (
        <Tag key={slug} href={links ? `#tag-${slug}` : undefined}>
          {label}
        </Tag>
      ))}
    </TagList>
  );
}

const meta = {
  title: "Components/TagList",
  component: TagList,
} satisfies Meta<typeof TagList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {
  tags: ["rtl"],
  render: (_args, { globals }) => <Tags locale={globals.locale} />,
  play: inBothDirections(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const list = canvas.getByRole("list", { name: "Tags" });
      await expect(within(list).getAllByRole("link")).toHaveLength(6);
      await userEvent.tab();
      await expect(canvas.getByRole("link", { name: "Privacy" })).toHaveFocus();
    },
    async ({ canvasElement }) => {
      const list = within(canvasElement).getByRole("list", { name: "الوسوم" });
      await userEvent.tab();
      await expect(within(list).getAllByRole("link")[0]).toHaveFocus();
    },
  ),
};

export const Plain: Story = {
  render: (_args, { globals }) => <Tags locale={globals.locale} links={false} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("link")).toBeNull();
  },
};

/** Links and plain tags, and how they wrap in a narrow column. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <div className="flex flex-col gap-6">
      <Tags locale={globals.locale} />
      <Tags locale={globals.locale} links={false} />
      <div className="max-w-60">
        <Tags locale={globals.locale} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("list")).toHaveLength(3);
  },
};
