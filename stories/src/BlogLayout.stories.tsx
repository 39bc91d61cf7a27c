import { BlogLayout, Breadcrumbs, Button, ClockIcon, Pagination, Stack } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PAGE_VIEWPORTS } from "./support/compositionStories";
import { inBothDirections } from "./support/directions";
import { langOf, SiteFooter, SiteHeader, type StoryLang } from "./support/siteChromeFixtures";

const meta = {
  title: "Layouts/BlogLayout",
  component: BlogLayout,
  // A layout is about the page around the content: shot at phone and desktop width.
  parameters: { layout: "fullscreen", controls: { disable: true }, viewports: PAGE_VIEWPORTS },
} satisfies Meta<typeof BlogLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const BLOG = {
  en: {
    crumbs: ["Home", "Blog", "Privacy"],
    title: "What a VPN hides, and what it does not",
    date: "12 May 2025",
    reading: "6 min read",
    paragraphs: [
      "A VPN encrypts the traffic between your device and our server. Your internet provider, the café's Wi-Fi and anyone else on the network see only that you are connected to mVPN, not which sites you open.",
      "The sites you visit see the address of our server instead of yours, so they cannot tell where you are from your IP address. They can still recognise you when you sign in, and through cookies your browser keeps.",
      "So a VPN is one layer of privacy, not all of it: pair it with a browser that blocks trackers, and sign out of accounts you do not need.",
    ],
    subtitle: "What your provider can still see",
    sidebar: "Blog sidebar",
    categories: "Categories",
    categoryList: ["Privacy", "Streaming", "Security", "Guides", "Product news"],
    tags: "Popular tags",
    tagList: ["Public Wi-Fi", "WireGuard", "Kill switch", "Smart TV"],
    trialTitle: "Try mVPN free for 7 days",
    trialBody: "Full speed on every server. Cancel any time before the trial ends.",
    trialAction: "Start the free trial",
    listTitle: "mVPN blog",
    listLead: "Plain-language guides to privacy, streaming and staying safe online.",
    articles: [
      ["How to stream your home shows while travelling", "Streaming", "3 May 2025"],
      ["Is public Wi-Fi safe? Five checks before you connect", "Security", "28 April 2025"],
      ["WireGuard explained without the jargon", "Guides", "19 April 2025"],
    ],
  },
  ar: {
    crumbs: ["الرئيسية", "المدونة", "الخصوصية"],
    title: "ما الذي تخفيه شبكة VPN وما الذي لا تخفيه",
    date: "12 مايو 2025",
    reading: "قراءة في 6 دقائق",
    paragraphs: [
      "تشفّر شبكة VPN البيانات المتبادلة بين جهازك وخادمنا. لا يرى مزوّد الإنترنت أو شبكة Wi-Fi في المقهى أو أي شخص آخر على الشبكة إلا أنك متصل بـ mVPN، دون أن يعرف المواقع التي تفتحها.",
      "ترى المواقع التي تزورها عنوان خادمنا بدلًا من عنوانك، فلا تستطيع معرفة مكانك من عنوان IP الخاص بك. لكنها تظل قادرة على التعرّف عليك عند تسجيل الدخول، ومن خلال ملفات تعريف الارتباط التي يحتفظ بها متصفحك.",
      "إذن فشبكة VPN طبقة واحدة من الخصوصية وليست كلها: استخدمها مع متصفح يحجب أدوات التتبّع، وسجّل الخروج من الحسابات التي لا تحتاج إليها.",
    ],
    subtitle: "ما الذي يظل مزوّد الخدمة قادرًا على رؤيته",
    sidebar: "الشريط الجانبي للمدونة",
    categories: "التصنيفات",
    categoryList: ["الخصوصية", "البث", "الأمان", "أدلة", "أخبار المنتج"],
    tags: "الوسوم الشائعة",
    tagList: ["Wi-Fi العامة", "WireGuard", "مفتاح الإيقاف", "التلفاز الذكي"],
    trialTitle: "جرّب mVPN مجانًا لمدة 7 أيام",
    trialBody: "سرعة كاملة على كل الخوادم. ألغِ في أي وقت قبل انتهاء الفترة التجريبية.",
    trialAction: "ابدأ التجربة المجانية",
    listTitle: "مدونة mVPN",
    listLead: "أدلة بلغة بسيطة عن الخصوصية والبث والبقاء آمنًا على الإنترنت.",
    articles: [
      ["كيف تشاهد برامجك المحلية أثناء السفر", "البث", "3 مايو 2025"],
      ["هل شبكات Wi-Fi العامة آمنة؟ خمس خطوات قبل الاتصال", "الأمان", "28 أبريل 2025"],
      ["شرح WireGuard بلا مصطلحات معقّدة", "أدلة", "19 أبريل 2025"],
    ],
  },
} as const;

function Sidebar({ lang, idPrefix }: { lang: StoryLang; idPrefix: string }) {
  const copy = BLOG[lang];
  return (
    <Stack gap={8}>
      <section aria-labelledby={`${idPrefix}-categories`}>
        <h2 id={`${idPrefix}-categories`} className="text-text-muted text-sm font-semibold">
          {copy.categories}
        </h2>
        <ul className="mt-3 flex flex-col gap-1">
          {copy.categoryList.map((category) => (
            <li key={category}>
              <a
                href="#/blog/category"
                className="text-text-link underline-offset-4 hover:underline"
              >
                {category}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`${idPrefix}-tags`}>
        <h2 id={`${idPrefix}-tags`} className="text-text-muted text-sm font-semibold">
          {copy.tags}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {copy.tagList.map((tag) => (
            <li key={tag}>
              <a
                href="#/blog/tag"
                className="bg-surface-sunken text-text rounded-pill inline-block px-3 py-1 text-sm no-underline"
              >
                {tag}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <div className="bg-surface-brand text-on-brand rounded-card flex flex-col gap-3 p-5">
        <p className="text-lg font-semibold">{copy.trialTitle}</p>
        <p className="text-on-brand-muted text-sm">{copy.trialBody}</p>
        <Button asChild>
          <a href="#/vpn-trial">{copy.trialAction}</a>
        </Button>
      </div>
    </Stack>
  );
}

function ArticlePage({ lang, mainId = "main" }: { lang: StoryLang; mainId?: string }) {
  const copy = BLOG[lang];
  const [home, blog, privacy] = copy.crumbs;
  return (
    <BlogLayout
      mainId={mainId}
      header={<SiteHeader lang={lang} current="/blog" />}
      footer={<SiteFooter lang={lang} />}
      asideLabel={copy.sidebar}
      aside={<Sidebar lang={lang} idPrefix={mainId} />}
      intro={
        <Stack gap={4}>
          <Breadcrumbs
            items={[
              { href: "#/", label: home },
              { href: "#/blog", label: blog },
              { href: "#/blog/category/privacy", label: privacy },
              { label: copy.title },
            ]}
          />
          <h1 className="font-display text-4xl font-extrabold tracking-tight">{copy.title}</h1>
          <p className="text-text-muted flex items-center gap-2 text-sm">
            <time dateTime="2025-05-12">{copy.date}</time>
            <span aria-hidden="true">·</span>
            <ClockIcon />
            {copy.reading}
          </p>
        </Stack>
      }
    >
      <article className="flex max-w-prose flex-col gap-4 text-lg leading-relaxed">
        <p>{copy.paragraphs[0]}</p>
        <h2 className="font-display mt-4 text-2xl font-bold">{copy.subtitle}</h2>
        <p>{copy.paragraphs[1]}</p>
        <p>{copy.paragraphs[2]}</p>
      </article>
    </BlogLayout>
  );
}

function ListingPage({ lang, mainId = "main" }: { lang: StoryLang; mainId?: string }) {
  const copy = BLOG[lang];
  return (
    <BlogLayout
      mainId={mainId}
      header={<SiteHeader lang={lang} current="/blog" />}
      footer={<SiteFooter lang={lang} />}
      asideLabel={copy.sidebar}
      aside={<Sidebar lang={lang} idPrefix={mainId} />}
      intro={
        <Stack gap={2}>
          <h1 className="font-display text-4xl font-extrabold tracking-tight">{copy.listTitle}</h1>
          <p className="text-text-muted text-lg">{copy.listLead}</p>
        </Stack>
      }
    >
      <Stack gap={6}>
        <ul className="flex flex-col gap-4">
          {copy.articles.map(([title, category, date]) => (
            <li key={title} className="border-border rounded-card flex flex-col gap-2 border p-5">
              <p className="text-text-accent text-sm font-semibold">{category}</p>
              <h2 className="text-xl font-semibold">
                <a href="#/blog/article" className="text-text no-underline hover:underline">
                  {title}
                </a>
              </h2>
              <p className="text-text-muted text-sm">{date}</p>
            </li>
          ))}
        </ul>
        <Pagination page={2} pageCount={9} hrefFor={(page) => `#/blog/more?page=${page}`} />
      </Stack>
    </BlogLayout>
  );
}

const box = (element: Element | null) => (element as HTMLElement).getBoundingClientRect();

/** An article with the sidebar on the reading-end side. */
export const Article: Story = {
  tags: ["rtl"],
  render: (_args, { globals }) => <ArticlePage lang={langOf(globals.locale)} />,
  play: inBothDirections(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const main = canvas.getByRole("main");
      const aside = canvas.getByRole("complementary", { name: BLOG.en.sidebar });
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
      const aside = canvas.getByRole("complementary", { name: BLOG.ar.sidebar });
      await expect(box(aside).right).toBeLessThan(box(canvas.getByRole("main")).left);
    },
  ),
};

/** The blog home: articles and pagination beside the sidebar. */
export const Listing: Story = {
  render: (_args, { globals }) => <ListingPage lang={langOf(globals.locale)} />,
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
      <ArticlePage lang={langOf(globals.locale)} mainId="article" />
      <ListingPage lang={langOf(globals.locale)} mainId="listing" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("complementary")).toHaveLength(2);
  },
};
