import { Breadcrumbs } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { langOf, type StoryLang } from "./support/siteChromeFixtures";

const meta = {
  title: "Components/Breadcrumbs",
  component: Breadcrumbs,
  args: { items: [] },
  argTypes: { renderLink: { control: false } },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

const PATHS = {
  article: {
    en: [
      { href: "#/", label: "Home" },
      { href: "#/blog", label: "Blog" },
      { href: "#/blog/category/privacy", label: "Privacy" },
      { label: "What a VPN hides, and what it does not" },
    ],
    ar: [
      { href: "#/ar/", label: "الرئيسية" },
      { href: "#/ar/blog", label: "المدونة" },
      { href: "#/ar/blog/category/privacy", label: "الخصوصية" },
      { label: "ما الذي تخفيه شبكة VPN وما الذي لا تخفيه" },
    ],
  },
  download: {
    en: [
      { href: "#/", label: "Home" },
      { href: "#/download", label: "Download" },
      { label: "Apple TV" },
    ],
    ar: [
      { href: "#/ar/", label: "الرئيسية" },
      { href: "#/ar/download", label: "التنزيل" },
      { label: "Apple TV" },
    ],
  },
  server: {
    en: [
      { href: "#/", label: "Home" },
      { href: "#/vpn-server", label: "VPN servers" },
      { label: "Germany" },
    ],
    ar: [
      { href: "#/ar/", label: "الرئيسية" },
      { href: "#/ar/vpn-server", label: "خوادم VPN" },
      { label: "ألمانيا" },
    ],
  },
} as const;

const itemsFor = (path: keyof typeof PATHS, lang: StoryLang) => [...PATHS[path][lang]];

export const Article: Story = {
  tags: ["rtl"],
  render: (args, { globals }) => (
    <Breadcrumbs {...args} items={itemsFor("article", langOf(globals.locale))} />
  ),
  play: inBothDirections(
    async ({ canvasElement }) => {
      const nav = within(canvasElement).getByRole("navigation", { name: "Breadcrumb" });
      const items = within(nav).getAllByRole("listitem");
      await expect(items).toHaveLength(4);
      await expect(within(nav).getByText(PATHS.article.en[3].label)).toHaveAttribute(
        "aria-current",
        "page",
      );
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

export const Short: Story = {
  render: (args, { globals }) => (
    <Breadcrumbs {...args} items={itemsFor("download", langOf(globals.locale))} />
  ),
};

function AllPaths({ lang }: { lang: StoryLang }) {
  return (
    <div className="flex max-w-md flex-col gap-6">
      <Breadcrumbs
        items={itemsFor("article", lang)}
        label={lang === "ar" ? "مسار المقالة" : "Article path"}
      />
      <Breadcrumbs
        items={itemsFor("download", lang)}
        label={lang === "ar" ? "مسار التنزيل" : "Download path"}
      />
      <Breadcrumbs
        items={itemsFor("server", lang)}
        label={lang === "ar" ? "مسار الخادم" : "Server path"}
      />
    </div>
  );
}

/** Three paths, one wrapping onto a second line in a narrow column. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllPaths lang={langOf(globals.locale)} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("navigation")).toHaveLength(3);
  },
};
