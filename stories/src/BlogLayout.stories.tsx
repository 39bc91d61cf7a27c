import { BlogLayout, Breadcrumbs, ClockIcon, Pagination, Prose, Stack } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect, within } from "storybook/test";
import { BLOG_CATEGORIES } from "../../site/src/app/routing/page-params";
import { blogPageCount, blogPageSlice } from "../../site/src/content/blog/blog-pages";
import { PAGE_VIEWPORTS, pageLocale } from "./support/compositionStories";
import { inBothDirections } from "./support/directions";
import { SiteFooter, SiteHeader } from "./support/siteChromeFixtures";
import { articleTrail, blogDate, blogPost, blogPosts, renderPost } from "./support/siteContent";
import { siteCopy } from "./support/siteCopy";

const meta = {
  title: "Layouts/BlogLayout",
  component: BlogLayout,
  // A layout is about the page around the content: shot at phone and desktop width.
  parameters: { layout: "fullscreen", controls: { disable: true }, viewports: PAGE_VIEWPORTS },
} satisfies Meta<typeof BlogLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The article page shown: a privacy article (site/content/blog). */
const ARTICLE = "what-your-isp-sees";

/** The listing page shown: the second page of every article, as /blog/more/2 lists it. */
const LISTING_PAGE = 2;

/**
 * The blog layout's sidebar as the site fills it
 * (site/src/app/frame/BlogCategoryNav.tsx): every category, the current one
 * marked, "All articles" on the pages of no category.
 */
function CategoryNav({ locale }: { locale: string }) {
  const t = siteCopy(locale, "blog");
  const entries = [
    ["#/blog", t("blog.nav.all"), true],
    ...BLOG_CATEGORIES.map((id) => [`#/blog/category/${id}`, t(`blog.nav.${id}`), false] as const),
  ] as const;
  return (
    <nav aria-label={t("blog.nav.label")}>
      <ul className="m-0 flex list-none flex-col gap-1 p-0">
        {entries.map(([href, label, current]) => (
          <li key={href}>
            <a
              href={href}
              aria-current={current ? "page" : undefined}
              className="rounded-control text-text hover:bg-surface-sunken focus-visible:outline-focus aria-[current=page]:bg-surface-sunken block px-3 py-2 text-sm no-underline focus-visible:outline-2 aria-[current=page]:font-semibold"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site's blog frame (site/src/app/frame/SiteFrame.tsx) around a page of the blog. */
function BlogFrame({
  locale,
  mainId,
  intro,
  children,
}: {
  locale: string;
  mainId: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <BlogLayout
      mainId={mainId}
      skipLinkLabel={siteCopy(locale, "header")("header.skip")}
      header={<SiteHeader lang={locale} current="/blog" />}
      footer={<SiteFooter lang={locale} />}
      aside={<CategoryNav locale={locale} />}
      intro={intro}
    >
      {children}
    </BlogLayout>
  );
}

/** An article's opening: its lead and first section, up to its second heading (a layout needs no more). */
function openingOf(html: string): string {
  const second = html.indexOf("<h2", html.indexOf("<h2") + 1);
  return second > 0 ? html.slice(0, second) : html;
}

function ArticlePage({ locale, mainId = "main" }: { locale: string; mainId?: string }) {
  const t = siteCopy(locale, "blog");
  const post = blogPost(locale, ARTICLE);
  const { html, minutes } = renderPost(post, locale);
  return (
    <BlogFrame
      locale={locale}
      mainId={mainId}
      intro={
        <Stack gap={4}>
          <Breadcrumbs items={articleTrail(post, locale)} />
          <h1 className="font-display text-4xl font-extrabold tracking-tight">{post.title}</h1>
          <p className="text-text-muted flex items-center gap-2 text-sm">
            <time dateTime={post.date}>{blogDate(post.date, locale)}</time>
            <span aria-hidden="true">·</span>
            <ClockIcon />
            {t("blog.article.readingTime", { minutes })}
          </p>
        </Stack>
      }
    >
      <article className="max-w-prose">
        <Prose html={openingOf(html)} />
      </article>
    </BlogFrame>
  );
}

function ListingPage({ locale, mainId = "main" }: { locale: string; mainId?: string }) {
  const t = siteCopy(locale, "blog");
  const posts = blogPosts(locale);
  return (
    <BlogFrame
      locale={locale}
      mainId={mainId}
      intro={
        <Stack gap={2}>
          <h1 className="font-display text-4xl font-extrabold tracking-tight">
            {t("blog.more.hero.title")}
          </h1>
          <p className="text-text-muted text-lg">{t("blog.more.hero.body")}</p>
        </Stack>
      }
    >
      <Stack gap={6}>
        <ul className="flex flex-col gap-4">
          {blogPageSlice(posts, LISTING_PAGE).map((post) => (
            <li
              key={post.unikey}
              className="border-border rounded-card flex flex-col gap-2 border p-5"
            >
              <p className="text-text-accent text-sm font-semibold">
                {t(`blog.nav.${post.category}`)}
              </p>
              <h2 className="text-xl font-semibold">
                <a
                  href={`#/blog/${post.unikey}`}
                  className="text-text no-underline hover:underline"
                >
                  {post.title}
                </a>
              </h2>
              <p className="text-text-muted text-sm">{blogDate(post.date, locale)}</p>
            </li>
          ))}
        </ul>
        <Pagination
          page={LISTING_PAGE}
          pageCount={blogPageCount(posts.length)}
          hrefFor={(page) => `#/blog/more/${page}`}
        />
      </Stack>
    </BlogFrame>
  );
}

const box = (element: Element | null) => (element as HTMLElement).getBoundingClientRect();

/** An article with the sidebar on the reading-end side. */
export const Article: Story = {
  tags: ["rtl"],
  render: (_args, { globals }) => <ArticlePage locale={pageLocale(globals.locale)} />,
  play: inBothDirections(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const main = canvas.getByRole("main");
      const aside = canvas.getByRole("complementary");
      if (window.innerWidth < 1024) {
        // On a phone (the story's phone viewport) the sidebar moves under the article.
        await expect(box(aside).top).toBeGreaterThan(box(main).bottom);
        return;
      }
      // Side by side from lg (the story tests' viewport is 1200 px): the sidebar on the right.
      await expect(box(aside).left).toBeGreaterThan(box(main).right);
      await expect(Math.round(box(aside).top)).toBe(Math.round(box(main).top));
    },
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const aside = canvas.getByRole("complementary");
      await expect(box(aside).right).toBeLessThan(box(canvas.getByRole("main")).left);
    },
  ),
};

/** The listing of every article, its second page: articles and pagination beside the sidebar. */
export const Listing: Story = {
  render: (_args, { globals }) => <ListingPage locale={pageLocale(globals.locale)} />,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Pagination" });
    await expect(within(nav).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

/**
 * Both pages on one canvas for review. Two pages means two banners, mains,
 * sidebars and footers, which axe rightly reports on a real page; each page
 * is checked on its own in the stories above, so those rules are off here only.
 */
export const All: Story = {
  tags: ["rtl"],
  parameters: {
    a11y: {
      config: {
        rules: [
          { id: "landmark-no-duplicate-banner", enabled: false },
          { id: "landmark-no-duplicate-main", enabled: false },
          { id: "landmark-no-duplicate-contentinfo", enabled: false },
          { id: "landmark-unique", enabled: false },
        ],
      },
    },
  },
  render: (_args, { globals }) => (
    <div className="flex flex-col gap-12">
      <ArticlePage locale={pageLocale(globals.locale)} mainId="article" />
      <ListingPage locale={pageLocale(globals.locale)} mainId="listing" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("complementary")).toHaveLength(2);
  },
};
