import {
  BlogCard,
  Breadcrumbs,
  Container,
  Prose,
  TableOfContents,
  Tag,
  TagList,
} from "@mvpn/design-system";
import type { InterfaceLocale } from "@mvpn/locales";
import { type ReactNode, useId } from "react";
import { expect, within } from "storybook/test";
import { BLOG_CATEGORIES } from "../../site/src/app/routing/page-params";
import { expectOneH1 } from "./support/compositionHelpers";
import * as composition from "./support/compositionStories";
import {
  articleTrail,
  type BlogPost,
  blogDate,
  blogPosts,
  cardWords,
  POPULAR_TAGS,
  popularTags,
  renderPost,
} from "./support/siteContent";
import { type SiteMessage, siteCopy } from "./support/siteCopy";

/** A lead picture in token colours, 1200 × 630 as the site's are; decorative on a card. */
function LeadPicture({ seed }: { seed: number }) {
  return (
    <svg viewBox="0 0 1200 630" aria-hidden="true" className="h-auto w-full">
      <rect width="1200" height="630" className="fill-surface-sunken" />
      <circle cx={300 + seed * 150} cy="315" r="180" className="fill-accent opacity-30" />
      <rect x="520" y="200" width="480" height="40" rx="20" className="fill-border" />
      <rect x="520" y="280" width={360 - seed * 30} height="40" rx="20" className="fill-border" />
    </svg>
  );
}

function Card({
  article,
  index,
  locale,
  wide = false,
}: {
  locale: string;
  article: BlogPost;
  index: number;
  wide?: boolean;
}) {
  return (
    <BlogCard
      {...cardWords(article, locale)}
      href={`#/blog/${article.unikey}`}
      image={<LeadPicture seed={index} />}
      timeZone="UTC"
      headingLevel={3}
      className={
        wide
          ? "h-full md:flex-row md:[&>[data-slot=blog-card-image]]:w-1/2 md:[&>[data-slot=blog-card-image]]:shrink-0 md:[&>[data-slot=blog-card-image]]:self-center"
          : "h-full"
      }
    />
  );
}

function CardGrid({
  articles,
  locale,
  offset = 0,
}: {
  articles: readonly BlogPost[];
  locale: string;
  offset?: number;
}) {
  return (
    <ul className="m-0 grid list-none gap-6 p-0 md:grid-cols-2">
      {articles.map((article, i) => (
        <li key={article.unikey} className="min-w-0">
          <Card article={article} index={i + offset} locale={locale} />
        </li>
      ))}
    </ul>
  );
}

function BlogSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <h2 id={id} className="font-display text-text m-0 text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Tags({ tags, label, t }: { tags: readonly string[]; label: string; t: SiteMessage }) {
  return (
    <TagList aria-label={label}>
      {tags.map((tag) => (
        <Tag key={tag} href={`#/blog/tag/${tag}`}>
          {t(`blog.tags.${tag}`)}
        </Tag>
      ))}
    </TagList>
  );
}

/** /blog (issue #17): the featured article, the latest, the categories and the popular topics, from the site's Markdown. */
function BlogHome({ locale }: { locale: InterfaceLocale }) {
  const t = siteCopy(locale, "blog");
  const posts = blogPosts(locale);
  const [featured, ...rest] = posts;
  return (
    <Container className="bg-surface text-text flex flex-col gap-12 py-12">
      <header className="flex flex-col gap-3">
        <h1 className="font-display m-0 text-4xl font-extrabold tracking-tight">
          {t("blog.hero.title")}
        </h1>
        <p className="text-text-muted m-0 text-lg">{t("blog.hero.body")}</p>
      </header>
      <BlogSection title={t("blog.home.featured")}>
        {featured ? <Card article={featured} index={0} locale={locale} wide /> : null}
      </BlogSection>
      <BlogSection title={t("blog.home.latest")}>
        <CardGrid articles={rest.slice(0, 4)} locale={locale} offset={1} />
      </BlogSection>
      <BlogSection title={t("blog.home.categories")}>
        <ul className="m-0 grid list-none gap-3 p-0 sm:grid-cols-2">
          {BLOG_CATEGORIES.map((id) => (
            <li key={id}>
              <a
                href={`#/blog/category/${id}`}
                className="rounded-card border-border hover:bg-surface-sunken focus-visible:outline-focus flex items-baseline justify-between gap-3 border p-4 no-underline focus-visible:outline-2"
              >
                <span className="text-text font-semibold">{t(`blog.nav.${id}`)}</span>
                <span className="text-text-muted text-sm">
                  {t("blog.home.categoryCount", {
                    count: posts.filter((post) => post.category === id).length,
                  })}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </BlogSection>
      <BlogSection title={t("blog.home.popularTags")}>
        <Tags tags={popularTags(posts)} label={t("blog.home.popularTags")} t={t} />
      </BlogSection>
    </Container>
  );
}

const shareLink =
  "rounded-control border-border text-text hover:bg-surface-sunken focus-visible:outline-focus inline-flex min-h-11 items-center border px-4 text-sm font-semibold no-underline focus-visible:outline-2";

const SHARES = ["shareX", "shareFacebook", "shareLinkedIn", "shareEmail"] as const;

/** The article the story opens: the newest in the locale, as the blog home features it. */
const articleOf = (locale: string) => {
  const [article, ...others] = blogPosts(locale);
  if (!article) throw new Error(`No blog article in ${locale}`);
  return { article, others, rendered: renderPost(article, locale) };
};

/** /blog/{unikey} (issue #17): breadcrumbs, header and meta, lead picture, contents, body, topics, share, related. */
function BlogArticle({ locale }: { locale: InterfaceLocale }) {
  const t = siteCopy(locale, "blog", "header");
  const { article, others, rendered } = articleOf(locale);
  const shareId = useId();
  const category = t(`blog.nav.${article.category}`);
  const date = blogDate(article.date, locale);
  return (
    <Container className="bg-surface text-text flex flex-col gap-10 py-12">
      <Breadcrumbs items={articleTrail(article, locale)} />
      <article className="flex min-w-0 flex-col gap-8">
        <header className="flex flex-col gap-4">
          <p className="m-0 text-sm font-semibold">
            <a
              className="text-text-accent no-underline hover:underline"
              href={`#/blog/category/${article.category}`}
            >
              {category}
            </a>
          </p>
          <h1 className="font-display text-text m-0 text-3xl font-extrabold tracking-tight text-balance md:text-4xl">
            {article.title}
          </h1>
          <p className="text-text-muted m-0 text-lg leading-relaxed">{article.description}</p>
          <p className="text-text-muted m-0 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <span>
              {t("blog.article.byAuthor", {
                name: article.authorName,
                role: t(`blog.authors.${article.author}.role`),
              })}
            </span>
            <span>{t("blog.article.published", { date })}</span>
            <span>{t("blog.article.readingTime", { minutes: rendered.minutes })}</span>
          </p>
        </header>
        <div className="rounded-card overflow-hidden">
          <LeadPicture seed={0} />
        </div>
        <TableOfContents
          headings={rendered.headings}
          className="bg-surface-sunken rounded-card p-4"
        />
        <Prose html={rendered.html} />
        <Tags tags={article.tags} label={t("blog.article.topics")} t={t} />
        <section aria-labelledby={shareId} className="flex flex-col gap-3">
          <h2 id={shareId} className="font-display text-text m-0 text-lg font-bold">
            {t("blog.article.share")}
          </h2>
          <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
            {SHARES.map((id, i) => (
              <li key={id}>
                <a className={shareLink} href={`#share-${i}`}>
                  {t(`blog.article.${id}`)}
                  {i < 3 ? <span className="sr-only"> {t("blog.article.newWindow")}</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </article>
      <BlogSection title={t("blog.article.related")}>
        <CardGrid
          articles={others.filter((post) => post.category === article.category).slice(0, 2)}
          locale={locale}
          offset={2}
        />
      </BlogSection>
    </Container>
  );
}

export default { title: "Compositions/Blog", tags: ["rtl"], ...composition.meta(BlogHome) };
type Story = composition.CompositionStory<typeof BlogHome>;

/** /blog: one featured and four latest cards, the categories, six topics. */
export const Home: Story = {
  play: composition.checkPage(["blog"], async ({ canvasElement, canvas, t }) => {
    await expectOneH1(canvasElement, t("blog.hero.title"));
    await expect(canvasElement.querySelectorAll('[data-slot="blog-card"]')).toHaveLength(5);
    for (const id of ["featured", "latest", "categories", "popularTags"]) {
      await expect(canvas.getByRole("region", { name: t(`blog.home.${id}`) })).toBeVisible();
    }
    await expect(
      within(canvas.getByRole("list", { name: t("blog.home.popularTags") })).getAllByRole(
        "listitem",
      ),
    ).toHaveLength(POPULAR_TAGS);
  }),
};

/** An article: the breadcrumbs end on it, the contents link to its headings, related cards. */
export const Article: Story = {
  render: (_args, { globals }) => <BlogArticle locale={composition.pageLocale(globals.locale)} />,
  play: composition.checkPage(["blog"], async ({ canvasElement, canvas, t, locale }) => {
    const { article, rendered } = articleOf(locale);
    await expectOneH1(canvasElement, article.title);
    const current = canvasElement.querySelector('nav [aria-current="page"]');
    await expect(current).toHaveTextContent(article.title);
    for (const heading of rendered.headings) {
      await expect(canvas.getByRole("link", { name: heading.text })).toHaveAttribute(
        "href",
        expect.stringContaining(`#${heading.id}`),
      );
      await expect(
        canvasElement.querySelector(`h${heading.depth}[id="${heading.id}"]`),
      ).not.toBeNull();
    }
    await expect(canvas.getByRole("region", { name: t("blog.article.share") })).toBeVisible();
  }),
};

/** A check at 360 px, in both directions, not a state: the visual test shoots `Home` at the 390 px phone viewport. */
export const HomeFitsSmallPhone: Story = {
  tags: ["no-visual"],
  ...composition.smallPhoneCheck(undefined, "Home fits a 360 px phone"),
};

export const ArticleFitsSmallPhone: Story = {
  render: Article.render,
  tags: ["no-visual"],
  ...composition.smallPhoneCheck(undefined, "Article fits a 360 px phone"),
};
