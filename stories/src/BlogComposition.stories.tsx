import {
  BlogCard,
  Breadcrumbs,
  Container,
  Prose,
  TableOfContents,
  Tag,
  TagList,
  type TocHeading,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ReactNode, useId } from "react";
import { expect, within } from "storybook/test";
import { type CheckoutLang, checkoutLang, SMALL_PHONE } from "./support/checkoutFixtures";
import { expectOneH1, fitsSmallPhone } from "./support/compositionHelpers";
import { compositionMeta } from "./support/compositionStories";
import { inBothDirections } from "./support/directions";

interface Article {
  key: string;
  title: string;
  excerpt: string;
  category: string;
  date: string;
  minutes: number;
}

const COPY = {
  en: {
    blog: "mVPN blog",
    lead: "Plain-language guides to privacy, streaming and staying safe online.",
    featured: "Featured",
    latest: "Latest articles",
    categories: "Categories",
    tags: "Popular tags",
    topics: "Topics of this article",
    related: "Related articles",
    share: "Share this article",
    shares: ["Share on X", "Share on Facebook", "Share on LinkedIn", "Send by email"],
    newTab: "(opens in a new tab)",
    home: "Home",
    byline: "By Lena Hoffmann, privacy editor",
    published: "Published 12 November 2026",
    reading: "7 min read",
    categoryList: [
      ["Privacy", "4 articles"],
      ["Streaming", "3 articles"],
      ["Security", "3 articles"],
      ["Guides", "2 articles"],
    ],
    tagList: ["Public Wi-Fi", "WireGuard", "Kill switch", "Smart TV", "DNS", "Travel"],
    articles: [
      {
        key: "webrtc-leaks",
        title: "WebRTC leaks: what they are and how to test for one",
        excerpt:
          "Your browser can reveal your real IP address even behind a VPN. Here is how to check.",
        category: "Security",
        date: "2026-11-12",
        minutes: 7,
      },
      {
        key: "streaming-abroad",
        title: "How to stream your home shows while travelling",
        excerpt: "Connect to a server at home and watch what you already pay for.",
        category: "Streaming",
        date: "2026-11-03",
        minutes: 6,
      },
      {
        key: "public-wifi",
        title: "Is public Wi-Fi safe? Five checks before you connect",
        excerpt: "Cafés and airports are convenient and open to anyone on the same network.",
        category: "Security",
        date: "2026-10-27",
        minutes: 5,
      },
      {
        key: "wireguard",
        title: "WireGuard explained without the jargon",
        excerpt: "Why a small, modern protocol makes your VPN faster and simpler to trust.",
        category: "Guides",
        date: "2026-10-19",
        minutes: 8,
      },
      {
        key: "isp",
        title: "What your internet provider can see",
        excerpt: "HTTPS hides a lot, but not the names of the sites you visit.",
        category: "Privacy",
        date: "2026-10-08",
        minutes: 6,
      },
    ] satisfies Article[],
    html: `<p>WebRTC lets a browser make calls without a plug-in. To connect two people directly, it asks the network for every address it has, and a web page can read them.</p>
<h2 id="what">What a WebRTC leak is</h2>
<p>A leak happens when a page learns a <strong>public</strong> address that is not the one of your VPN server.</p>
<h3 id="why">Why it matters behind a VPN</h3>
<p>The address points to your provider and your city, which is what the VPN was meant to hide.</p>
<h2 id="test">How to test your browser</h2>
<ol><li>Connect to mVPN.</li><li>Open the WebRTC leak test.</li><li>Compare the addresses with the one websites see.</li></ol>`,
    headings: [
      { id: "what", text: "What a WebRTC leak is", depth: 2 },
      { id: "why", text: "Why it matters behind a VPN", depth: 3 },
      { id: "test", text: "How to test your browser", depth: 2 },
    ] satisfies TocHeading[],
  },
  ar: {
    blog: "مدونة mVPN",
    lead: "أدلة بلغة بسيطة عن الخصوصية والبث والبقاء آمنًا على الإنترنت.",
    featured: "مقال مميّز",
    latest: "أحدث المقالات",
    categories: "التصنيفات",
    tags: "الوسوم الشائعة",
    topics: "مواضيع هذا المقال",
    related: "مقالات ذات صلة",
    share: "شارك هذا المقال",
    shares: ["شارك على X", "شارك على Facebook", "شارك على LinkedIn", "أرسل بالبريد الإلكتروني"],
    newTab: "(يُفتح في علامة تبويب جديدة)",
    home: "الرئيسية",
    byline: "بقلم لينا هوفمان، محرّرة الخصوصية",
    published: "نُشر في 12 نوفمبر 2026",
    reading: "قراءة في 7 دقائق",
    categoryList: [
      ["الخصوصية", "4 مقالات"],
      ["البث", "3 مقالات"],
      ["الأمان", "3 مقالات"],
      ["أدلة", "مقالان"],
    ],
    tagList: ["Wi-Fi العامة", "WireGuard", "مفتاح الإيقاف", "التلفاز الذكي", "DNS", "السفر"],
    articles: [
      {
        key: "webrtc-leaks",
        title: "تسرّب WebRTC: ما هو وكيف تختبره",
        excerpt: "قد يكشف متصفحك عنوان IP الحقيقي حتى خلف شبكة VPN. إليك طريقة التحقق.",
        category: "الأمان",
        date: "2026-11-12",
        minutes: 7,
      },
      {
        key: "streaming-abroad",
        title: "كيف تشاهد برامجك المحلية أثناء السفر",
        excerpt: "اتصل بخادم في بلدك وشاهد ما تدفع مقابله أصلًا.",
        category: "البث",
        date: "2026-11-03",
        minutes: 6,
      },
      {
        key: "public-wifi",
        title: "هل شبكات Wi-Fi العامة آمنة؟ خمس خطوات قبل الاتصال",
        excerpt: "المقاهي والمطارات مريحة، ومفتوحة لكل من على الشبكة نفسها.",
        category: "الأمان",
        date: "2026-10-27",
        minutes: 5,
      },
      {
        key: "wireguard",
        title: "شرح WireGuard بلا مصطلحات معقّدة",
        excerpt: "لماذا يجعل بروتوكول صغير وحديث شبكتك أسرع وأسهل في الثقة بها.",
        category: "أدلة",
        date: "2026-10-19",
        minutes: 8,
      },
      {
        key: "isp",
        title: "ما الذي يراه مزوّد الإنترنت",
        excerpt: "يخفي HTTPS الكثير، لكنه لا يخفي أسماء المواقع التي تزورها.",
        category: "الخصوصية",
        date: "2026-10-08",
        minutes: 6,
      },
    ] satisfies Article[],
    html: `<p>يتيح WebRTC للمتصفح إجراء المكالمات من دون إضافات. ولكي يصل بين شخصين مباشرة، يسأل الشبكة عن كل عناوينه، ويمكن لصفحة الويب قراءتها.</p>
<h2 id="what">ما هو تسرّب WebRTC</h2>
<p>يحدث التسرّب عندما تعرف صفحة ما عنوانًا <strong>عامًا</strong> ليس عنوان خادم VPN الخاص بك.</p>
<h3 id="why">لماذا يهم ذلك خلف VPN</h3>
<p>يدل العنوان على مزوّد خدمتك ومدينتك، وهذا بالضبط ما كان يُفترض بشبكة VPN أن تخفيه.</p>
<h2 id="test">كيف تختبر متصفحك</h2>
<ol><li>اتصل بـ mVPN.</li><li>افتح اختبار تسرّب WebRTC.</li><li>قارن العناوين بالعنوان الذي تراه المواقع.</li></ol>`,
    headings: [
      { id: "what", text: "ما هو تسرّب WebRTC", depth: 2 },
      { id: "why", text: "لماذا يهم ذلك خلف VPN", depth: 3 },
      { id: "test", text: "كيف تختبر متصفحك", depth: 2 },
    ] satisfies TocHeading[],
  },
} satisfies Record<CheckoutLang, unknown>;

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
  wide = false,
}: {
  article: Article;
  index: number;
  wide?: boolean;
}) {
  return (
    <BlogCard
      title={article.title}
      href={`#/blog/${article.key}`}
      image={<LeadPicture seed={index} />}
      category={article.category}
      excerpt={article.excerpt}
      publishedAt={article.date}
      timeZone="UTC"
      readingMinutes={article.minutes}
      headingLevel={3}
      className={
        wide
          ? "h-full md:flex-row md:[&>[data-slot=blog-card-image]]:w-1/2 md:[&>[data-slot=blog-card-image]]:shrink-0 md:[&>[data-slot=blog-card-image]]:self-center"
          : "h-full"
      }
    />
  );
}

function CardGrid({ articles, offset = 0 }: { articles: readonly Article[]; offset?: number }) {
  return (
    <ul className="m-0 grid list-none gap-6 p-0 md:grid-cols-2">
      {articles.map((article, i) => (
        <li key={article.key} className="min-w-0">
          <Card article={article} index={i + offset} />
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

function Tags({ tags, label }: { tags: readonly string[]; label: string }) {
  return (
    <TagList aria-label={label}>
      {tags.map((tag) => (
        <Tag key={tag} href={`#/blog/tag/${tag}`}>
          {tag}
        </Tag>
      ))}
    </TagList>
  );
}

/** /blog (issue #17): the featured article, the latest, the categories and the popular tags. */
function BlogHome({ lang }: { lang: CheckoutLang }) {
  const copy = COPY[lang];
  const [featured, ...latest] = copy.articles;
  return (
    <Container className="bg-surface text-text flex flex-col gap-12 py-12">
      <header className="flex flex-col gap-3">
        <h1 className="font-display m-0 text-4xl font-extrabold tracking-tight">{copy.blog}</h1>
        <p className="text-text-muted m-0 text-lg">{copy.lead}</p>
      </header>
      <BlogSection title={copy.featured}>
        {featured ? <Card article={featured} index={0} wide /> : null}
      </BlogSection>
      <BlogSection title={copy.latest}>
        <CardGrid articles={latest} offset={1} />
      </BlogSection>
      <BlogSection title={copy.categories}>
        <ul className="m-0 grid list-none gap-3 p-0 sm:grid-cols-2">
          {copy.categoryList.map(([name, count]) => (
            <li key={name}>
              <a
                href={`#/blog/category/${name}`}
                className="rounded-card border-border hover:bg-surface-sunken focus-visible:outline-focus flex items-baseline justify-between gap-3 border p-4 no-underline focus-visible:outline-2"
              >
                <span className="text-text font-semibold">{name}</span>
                <span className="text-text-muted text-sm">{count}</span>
              </a>
            </li>
          ))}
        </ul>
      </BlogSection>
      <BlogSection title={copy.tags}>
        <Tags tags={copy.tagList} label={copy.tags} />
      </BlogSection>
    </Container>
  );
}

const shareLink =
  "rounded-control border-border text-text hover:bg-surface-sunken focus-visible:outline-focus inline-flex min-h-11 items-center border px-4 text-sm font-semibold no-underline focus-visible:outline-2";

/** /blog/{unikey} (issue #17): breadcrumbs, header and meta, lead picture, contents, body, topics, share, related. */
function BlogArticle({ lang }: { lang: CheckoutLang }) {
  const copy = COPY[lang];
  const [article, ...others] = copy.articles;
  const shareId = useId();
  if (!article) return null;
  return (
    <Container className="bg-surface text-text flex flex-col gap-10 py-12">
      <Breadcrumbs
        items={[
          { href: "#/", label: copy.home },
          { href: "#/blog", label: copy.blog },
          { href: "#/blog/category/security", label: article.category },
          { label: article.title },
        ]}
      />
      <article className="flex min-w-0 flex-col gap-8">
        <header className="flex flex-col gap-4">
          <p className="m-0 text-sm font-semibold">
            <a
              className="text-text-accent no-underline hover:underline"
              href="#/blog/category/security"
            >
              {article.category}
            </a>
          </p>
          <h1 className="font-display text-text m-0 text-3xl font-extrabold tracking-tight text-balance md:text-4xl">
            {article.title}
          </h1>
          <p className="text-text-muted m-0 text-lg leading-relaxed">{article.excerpt}</p>
          <p className="text-text-muted m-0 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <span>{copy.byline}</span>
            <span>{copy.published}</span>
            <span>{copy.reading}</span>
          </p>
        </header>
        <div className="rounded-card overflow-hidden">
          <LeadPicture seed={0} />
        </div>
        <TableOfContents headings={copy.headings} className="bg-surface-sunken rounded-card p-4" />
        <Prose html={copy.html} />
        <Tags tags={copy.tagList.slice(0, 3)} label={copy.topics} />
        <section aria-labelledby={shareId} className="flex flex-col gap-3">
          <h2 id={shareId} className="font-display text-text m-0 text-lg font-bold">
            {copy.share}
          </h2>
          <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
            {copy.shares.map((label, i) => (
              <li key={label}>
                <a className={shareLink} href={`#share-${i}`}>
                  {label}
                  {i < 3 ? <span className="sr-only"> {copy.newTab}</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </article>
      <BlogSection title={copy.related}>
        <CardGrid articles={others.slice(1, 3)} offset={2} />
      </BlogSection>
    </Container>
  );
}

const meta = {
  title: "Compositions/Blog",
  ...compositionMeta(BlogHome),
} satisfies Meta<typeof BlogHome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /blog: one featured and four latest cards, four categories, six tags. */
export const Home: Story = {
  tags: ["rtl"],
  play: inBothDirections(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expectOneH1(canvasElement, COPY.en.blog);
      await expect(canvasElement.querySelectorAll('[data-slot="blog-card"]')).toHaveLength(5);
      for (const name of [COPY.en.featured, COPY.en.latest, COPY.en.categories, COPY.en.tags]) {
        await expect(canvas.getByRole("region", { name })).toBeVisible();
      }
      await expect(
        within(canvas.getByRole("list", { name: COPY.en.tags })).getAllByRole("listitem"),
      ).toHaveLength(6);
    },
    async ({ canvasElement }) => {
      await expectOneH1(canvasElement, COPY.ar.blog);
    },
  ),
};

/** An article: the breadcrumbs end on it, the contents link to its headings, two related cards. */
export const Article: Story = {
  tags: ["rtl"],
  render: (_args, { globals }) => <BlogArticle lang={checkoutLang(globals.locale)} />,
  play: inBothDirections(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expectOneH1(canvasElement, COPY.en.articles[0]?.title ?? "");
      const current = canvasElement.querySelector('nav [aria-current="page"]');
      await expect(current).toHaveTextContent(COPY.en.articles[0]?.title ?? "");
      for (const heading of COPY.en.headings) {
        await expect(canvas.getByRole("link", { name: heading.text })).toHaveAttribute(
          "href",
          expect.stringContaining(`#${heading.id}`),
        );
        await expect(canvasElement.querySelector(`h${heading.depth}#${heading.id}`)).not.toBeNull();
      }
      await expect(canvas.getByRole("region", { name: COPY.en.share })).toBeVisible();
      const related = canvas.getByRole("region", { name: COPY.en.related });
      await expect(related.querySelectorAll('[data-slot="blog-card"]')).toHaveLength(2);
    },
    async ({ canvasElement }) => {
      await expectOneH1(canvasElement, COPY.ar.articles[0]?.title ?? "");
    },
  ),
};

/** A check at 360 px, in both directions, not a state: the visual test shoots `Home` at the 390 px phone viewport. */
export const HomeFitsSmallPhone: Story = {
  ...SMALL_PHONE,
  name: "Home fits a 360 px phone",
  tags: ["no-visual", "rtl"],
  play: fitsSmallPhone,
};

export const ArticleFitsSmallPhone: Story = {
  ...SMALL_PHONE,
  render: Article.render,
  name: "Article fits a 360 px phone",
  tags: ["no-visual", "rtl"],
  play: fitsSmallPhone,
};
