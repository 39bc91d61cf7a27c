import { type BreadcrumbItem, Breadcrumbs, countryName } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { pageLocale } from "./support/compositionStories";
import { inBothDirections } from "./support/directions";
import { articleTrail, blogPost } from "./support/siteContent";
import { siteCopy } from "./support/siteCopy";

const meta = {
  title: "Components/Breadcrumbs",
  component: Breadcrumbs,
  args: { items: [] },
  argTypes: { renderLink: { control: false } },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The privacy article the blog trail ends on (site/content/blog). */
const ARTICLE = "what-your-isp-sees";

interface Trail {
  /** What the trail leads into, naming its navigation where several share a canvas. */
  name: string;
  items: BreadcrumbItem[];
}

/**
 * Three trails the site shows, in a locale: a blog article's and a long
 * text's (site/src/app/SiteBreadcrumbs.tsx) and a server region's
 * (site/src/pages/vpn-server/region.tsx), the home page first.
 */
function trailsOf(locale: unknown): Record<"article" | "terms" | "server", Trail> {
  const lang = pageLocale(locale);
  const t = siteCopy(lang, "header", "blog", "vpn-server", "termsuse");
  const home = { href: "#/", label: t("header.home") };
  return {
    article: { name: t("blog.crumb"), items: articleTrail(blogPost(lang, ARTICLE), lang) },
    terms: { name: t("termsuse.hero.title"), items: [home, { label: t("termsuse.hero.title") }] },
    server: {
      name: t("vpn-server.crumb"),
      items: [
        home,
        { href: "#/vpn-server", label: t("vpn-server.crumb") },
        { label: countryName("DE", lang) },
      ],
    },
  };
}

export const Article: Story = {
  tags: ["rtl"],
  render: (args, { globals }) => (
    <Breadcrumbs {...args} items={trailsOf(globals.locale).article.items} />
  ),
  play: inBothDirections(
    async ({ canvasElement, globals }) => {
      const nav = within(canvasElement).getByRole("navigation", { name: "Breadcrumb" });
      const items = within(nav).getAllByRole("listitem");
      await expect(items).toHaveLength(4);
      const title = blogPost(pageLocale(globals.locale), ARTICLE).title;
      await expect(within(nav).getByText(title)).toHaveAttribute("aria-current", "page");
    },
    async ({ canvasElement }) => {
      const nav = within(canvasElement).getByRole("navigation", { name: "مسار التنقل" });
      const [home, blog] = within(nav).getAllByRole("link");
      // The path runs from right to left, and the chevrons are mirrored to point along it.
      await expect(home?.getBoundingClientRect().left).toBeGreaterThan(
        blog?.getBoundingClientRect().right ?? 0,
      );
      const chevron = nav.querySelector('[data-slot="breadcrumbs-separator"]') as Element;
      await expect(getComputedStyle(chevron).scale).toBe("-1 1");
    },
  ),
};

/** A long text's trail: the home page, then the page itself. */
export const Short: Story = {
  render: (args, { globals }) => (
    <Breadcrumbs {...args} items={trailsOf(globals.locale).terms.items} />
  ),
};

function AllTrails({ locale }: { locale: unknown }) {
  return (
    <div className="flex max-w-md flex-col gap-6">
      {Object.values(trailsOf(locale)).map(({ name, items }) => (
        <Breadcrumbs key={name} items={items} label={name} />
      ))}
    </div>
  );
}

/** Three trails, one wrapping onto a second line in a narrow column. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllTrails locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("navigation")).toHaveLength(3);
  },
};
