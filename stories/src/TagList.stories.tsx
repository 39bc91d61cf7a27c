import { Tag, TagList } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { pageLocale } from "./support/compositionStories";
import { inBothDirections } from "./support/directions";
import { blogPosts, POPULAR_TAGS, popularTags } from "./support/siteContent";
import { siteCopy } from "./support/siteCopy";

/** The blog home's popular topics in a locale: their slugs, names and the list's name. */
function topicsOf(locale: unknown) {
  const lang = pageLocale(locale);
  const t = siteCopy(lang, "blog");
  return {
    label: t("blog.home.popularTags"),
    tags: popularTags(blogPosts(lang)).map((slug) => ({
      slug,
      name: t(`blog.tags.${slug}`),
    })),
  };
}

function Tags({ locale, links = true }: { locale: unknown; links?: boolean }) {
  const { label, tags } = topicsOf(locale);
  return (
    <TagList aria-label={label}>
      {tags.map(({ slug, name }) => (
        <Tag key={slug} href={links ? `#/blog/tag/${slug}` : undefined}>
          {name}
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

/** The blog home's popular topics, each a link to its articles. */
export const Links: Story = {
  tags: ["rtl"],
  render: (_args, { globals }) => <Tags locale={globals.locale} />,
  play: inBothDirections(
    async ({ canvasElement, globals }) => {
      const { label, tags } = topicsOf(globals.locale);
      const canvas = within(canvasElement);
      const list = canvas.getByRole("list", { name: label });
      await expect(within(list).getAllByRole("link")).toHaveLength(POPULAR_TAGS);
      await userEvent.tab();
      await expect(canvas.getByRole("link", { name: tags[0]?.name })).toHaveFocus();
    },
    async ({ canvasElement, globals }) => {
      const list = within(canvasElement).getByRole("list", {
        name: topicsOf(globals.locale).label,
      });
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
