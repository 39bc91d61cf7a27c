import { Footer } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { PAGE_VIEWPORTS, pageLocale } from "./support/compositionStories";
import { pick } from "./support/contentStoryHelpers";
import { inBothDirections } from "./support/directions";
import { inPage } from "./support/feedbackStoryHelpers";
import { SiteFooter } from "./support/siteChromeFixtures";

const meta = {
  title: "Components/Footer",
  component: Footer,
  // On a phone: two columns of links, the legal line under the language menu.
  parameters: { layout: "fullscreen", controls: { disable: true }, viewports: PAGE_VIEWPORTS },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dark footer of the site; its language menu opens upwards. */
export const Inverse: Story = {
  tags: ["rtl"],
  render: (_args, { globals }) => (
    <div className="pt-[34rem]">
      <SiteFooter lang={pageLocale(globals.locale)} tone="inverse" />
    </div>
  ),
  play: inBothDirections(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const footer = canvas.getByRole("contentinfo");
      const nav = within(footer).getByRole("navigation", { name: "Footer" });
      await expect(within(nav).getAllByRole("heading", { level: 2 })).toHaveLength(4);
      const trigger = () => within(footer).getByRole("button", { name: "Language: English" });
      await userEvent.click(trigger());
      // Portalled to the end of the body, out of the footer.
      const menu = await inPage(canvasElement).findByRole("menu");
      await waitFor(() =>
        expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(
          trigger().getBoundingClientRect().top,
        ),
      );
      await expect(within(menu).getByRole("menuitemradio", { name: "Deutsch" })).toHaveAttribute(
        "href",
        "#/de/",
      );
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(trigger()).toHaveFocus());
    },
    async ({ canvasElement }) => {
      const footer = within(canvasElement).getByRole("contentinfo");
      const nav = within(footer).getByRole("navigation", { name: "روابط التذييل" });
      const [product, company] = within(nav).getAllByRole("heading");
      // The columns run from the right.
      await expect(product?.getBoundingClientRect().left).toBeGreaterThan(
        company?.getBoundingClientRect().left ?? 0,
      );
    },
  ),
};

export const Sunken: Story = {
  render: (_args, { globals }) => <SiteFooter lang={pageLocale(globals.locale)} tone="sunken" />,
};

function AllFooters({ lang }: { lang: string }) {
  // Review captions naming each tone: the site never shows them.
  const names = pick(lang, {
    en: ["Dark footer", "Light footer"],
    ar: ["تذييل داكن", "تذييل فاتح"],
  });
  return (
    <div className="flex flex-col gap-8">
      {/* Each footer sits in a named section, so neither is the page's contentinfo landmark. */}
      {(["inverse", "sunken"] as const).map((tone, index) => (
        <section key={tone} aria-label={names[index]}>
          <SiteFooter lang={lang} tone={tone} navName={names[index]} />
        </section>
      ))}
    </div>
  );
}

export const All: Story = {
  tags: ["rtl"],
  render: (_args, { globals }) => <AllFooters lang={pageLocale(globals.locale)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("navigation")).toHaveLength(2);
    await expect(canvas.getAllByRole("button", { name: /Language|اللغة/ })).toHaveLength(2);
  },
};
