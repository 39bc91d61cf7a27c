import { BlogCard, type BlogCardProps } from "@mvpn/design-system";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect, within } from "storybook/test";
import {
  PasswordThumbnail,
  StreamingThumbnail,
  WifiThumbnail,
} from "./illustrations/VpnIllustrations";
import { pageLocale } from "./support/compositionStories";
import { inBothDirections } from "./support/directions";
import { argsFromSite } from "./support/siteArgs";
import { blogDate, blogPost, cardWords } from "./support/siteContent";
import { siteCopy } from "./support/siteCopy";

/** Three of the blog's articles (site/content/blog), by their keys, each with a picture of its subject. */
const ARTICLES: readonly (readonly [string, ReactNode])[] = [
  ["public-wifi-safety", <WifiThumbnail key="wifi" />],
  ["streaming-abroad", <StreamingThumbnail key="streaming" />],
  ["privacy-basics", <PasswordThumbnail key="lock" />],
];

/** The words and link of an article's card in a locale, as the blog lists it. */
function wordsOf(locale: string, index: number) {
  const post = blogPost(locale, ARTICLES[index]?.[0] ?? "");
  return { ...cardWords(post, locale), href: `#/blog/${post.unikey}` };
}

/** The article's card in a locale, with its picture. */
const cardOf = (locale: string, index: number): BlogCardProps => ({
  ...wordsOf(locale, index),
  image: ARTICLES[index]?.[1],
});

/** One card at the width it has in a three-column grid. */
const narrowColumn: Decorator = (Story) => (
  <div className="max-w-sm">
    <Story />
  </div>
);

const meta = {
  title: "Components/BlogCard",
  component: BlogCard,
  args: cardOf("en", 0),
  argTypes: { image: { control: false }, renderLink: { control: false } },
  parameters: { argsByLocale: argsFromSite([], (_t, locale) => wordsOf(locale, 0)) },
} satisfies Meta<typeof BlogCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The date and the reading time in the locale's words: the site's, as its article page says them. */
export const Default: Story = {
  tags: ["rtl"],
  decorators: [narrowColumn],
  play: inBothDirections(
    async ({ canvasElement, globals }) => {
      const canvas = within(canvasElement);
      const words = wordsOf(pageLocale(globals.locale), 0);
      const links = canvas.getAllByRole("link");
      await expect(links).toHaveLength(1);
      await expect(links[0]).toHaveAccessibleName(words.title);
      await expect(canvasElement.querySelector("time")).toHaveAttribute(
        "datetime",
        words.publishedAt,
      );
      await expectSiteDateAndMinutes(canvasElement, pageLocale(globals.locale));
      // The picture's box is 16:9 whatever the image does.
      const box = canvasElement.querySelector('[data-slot="blog-card-image"]') as HTMLElement;
      const { width, height } = box.getBoundingClientRect();
      await expect(width / height).toBeCloseTo(16 / 9, 1);
    },
    ({ canvasElement, globals }) =>
      expectSiteDateAndMinutes(canvasElement, pageLocale(globals.locale)),
  ),
};

/** The first card's date and reading time read as the site's article page writes them (site/src/pages/blog/article.tsx). */
async function expectSiteDateAndMinutes(canvasElement: HTMLElement, locale: string) {
  const { publishedAt, readingMinutes } = wordsOf(locale, 0);
  await expect(canvasElement.querySelector("time")).toHaveTextContent(
    blogDate(publishedAt, locale),
  );
  const minutes = siteCopy(locale, "blog")("blog.article.readingTime", { minutes: readingMinutes });
  await expect(within(canvasElement).getByText(minutes)).toBeVisible();
}

export const WithoutImage: Story = {
  decorators: [narrowColumn],
  args: { image: undefined },
};

function AllPosts({ locale }: { locale: string }) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {ARTICLES.map(([unikey], index) => (
        <BlogCard key={unikey} {...cardOf(locale, index)} />
      ))}
      <BlogCard {...cardOf(locale, 1)} image={undefined} href="#no-image" />
    </div>
  );
}

/** Three articles with pictures and one without, in a grid. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllPosts locale={pageLocale(globals.locale)} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("article")).toHaveLength(4);
  },
};
