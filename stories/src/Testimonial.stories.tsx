import { Testimonial } from "@mvpn/design-system";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { pageLocale } from "./support/compositionStories";
import { inBothDirections } from "./support/directions";
import { argsFromSite } from "./support/siteArgs";
import { blogPost } from "./support/siteContent";
import { siteCopy } from "./support/siteCopy";

/**
 * The site quotes no customers: these cards quote its blog instead, each an
 * article's standfirst by its author (site/content/blog), so every word is
 * one a visitor reads. The stars are the component's state, not a claim
 * about mVPN: the site shows no rating.
 */
const QUOTES: readonly { article: string; rating?: number }[] = [
  { article: "travel-vpn-checklist", rating: 5 },
  { article: "vpn-on-smart-tv", rating: 4.5 },
  { article: "streaming-abroad" },
];

/** The initials an avatar shows for a name. */
const initials = (name: string) =>
  name
    .split(" ")
    .map((word) => word[0])
    .join("");

/** A quote as a Testimonial's props, in a locale; a rated one has an avatar too. */
function quoteOf(locale: string, index: number) {
  const { article, rating } = QUOTES[index] ?? { article: "" };
  const post = blogPost(locale, article);
  return {
    quote: post.description,
    author: post.authorName,
    authorRole: siteCopy(locale, "blog")(`blog.authors.${post.author}.role`),
    // Undefined rather than left out, so a story's args override the meta's.
    rating,
    avatar: rating === undefined ? undefined : initials(post.authorName),
  };
}

/** A quote as a story's args, in every locale. */
const quoteArgs = (index: number) => argsFromSite([], (_t, locale) => quoteOf(locale, index));

/** One card at the width it has in a three-column grid. */
const narrowColumn: Decorator = (Story) => (
  <div className="max-w-md">
    <Story />
  </div>
);

const meta = {
  title: "Components/Testimonial",
  component: Testimonial,
  args: quoteOf("en", 0),
} satisfies Meta<typeof Testimonial>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ["rtl"],
  decorators: [narrowColumn],
  parameters: { argsByLocale: quoteArgs(0) },
  play: inBothDirections(
    async ({ canvasElement, globals }) => {
      const figure = within(canvasElement).getByRole("figure");
      const { quote } = quoteOf(pageLocale(globals.locale), 0);
      await expect(figure.querySelector("blockquote")).toHaveTextContent(quote);
      await expect(within(figure).getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
    },
    async ({ canvasElement }) => {
      const icon = canvasElement.querySelector('[data-icon="quote"]') as SVGElement;
      // Tailwind's -scale-x-100 sets the `scale` property: -1 horizontally.
      await expect(getComputedStyle(icon).scale).toBe("-1 1");
    },
  ),
};

export const WithoutRating: Story = {
  decorators: [narrowColumn],
  args: quoteOf("en", 2),
  parameters: { argsByLocale: quoteArgs(2) },
};

function AllQuotes({ locale }: { locale: string }) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {QUOTES.map(({ article }, index) => (
        <Testimonial key={article} {...quoteOf(locale, index)} />
      ))}
    </div>
  );
}

export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllQuotes locale={pageLocale(globals.locale)} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("figure")).toHaveLength(3);
  },
};

/** The quote mark mirrors: Arabic quotes open on the right. */
