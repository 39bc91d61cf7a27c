import { Prose, TableOfContents } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { pageLocale } from "./support/compositionStories";
import { inBothDirections } from "./support/directions";
import { renderPage } from "./support/siteContent";

const meta = {
  title: "Content/Long form (Prose and TableOfContents)",
  component: Prose,
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The explainer /what-is-vpn, as the site renders its Markdown: sections and subsections. */
const explainer = (locale: unknown) => renderPage("what-is-vpn", pageLocale(locale));

/** The heading the reader is at: the first subsection, so the nested entry shows its current state. */
const currentOf = (locale: unknown) =>
  explainer(locale).headings.find((heading) => heading.depth === 3);

function Page({ locale }: { locale: unknown }) {
  const { html, headings } = explainer(locale);
  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside>
        <TableOfContents
          headings={headings}
          currentId={currentOf(locale)?.id}
          className="lg:sticky lg:top-4"
        />
      </aside>
      <Prose html={html} />
    </div>
  );
}

/** The composition of the site's long-form pages: the TOC beside (below `lg`: above) the text. */
export const Composition: Story = {
  tags: ["rtl"],
  render: (_args, { globals }) => <Page locale={globals.locale} />,
  play: inBothDirections(
    async ({ canvasElement, globals }) => {
      const { headings } = explainer(globals.locale);
      const toc = within(canvasElement).getByRole("navigation", { name: "On this page" });
      const links = within(toc).getAllByRole("link");
      await expect(links.map((link) => link.getAttribute("href"))).toEqual(
        headings.map((heading) => `#${heading.id}`),
      );
      const current = links.find(
        (link) => link.getAttribute("href") === `#${currentOf(globals.locale)?.id}`,
      );
      await expect(current).toHaveAttribute("aria-current", "location");
    },
    async ({ canvasElement, globals }) => {
      const toc = within(canvasElement).getByRole("navigation", { name: "في هذه الصفحة" });
      // Level-3 entries are indented on the start side, which is the right in Arabic: the
      // item's padding moves its link (the item's own box keeps the list's full width).
      const nested = within(toc).getByRole("link", { name: currentOf(globals.locale)?.text });
      const [first] = within(toc).getAllByRole("link");
      await expect(nested.getBoundingClientRect().right).toBeLessThan(
        first?.getBoundingClientRect().right ?? 0,
      );
    },
  ),
};

/** The affiliate page's text: a numbered list, and its commission table. */
export const ProseOnly: Story = {
  render: (_args, { globals }) => (
    <Prose html={renderPage("affiliate", pageLocale(globals.locale)).html} />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("table")).toBeTruthy();
  },
};
