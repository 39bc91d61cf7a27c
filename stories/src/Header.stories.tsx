import { Header, Section } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { pageLocale } from "./support/compositionStories";
import { pick } from "./support/contentStoryHelpers";
import { inBothDirections } from "./support/directions";
import { inPage } from "./support/feedbackStoryHelpers";
import { PEOPLE, SiteHeader, type SiteHeaderProps } from "./support/siteChromeFixtures";
import { siteCopy } from "./support/siteCopy";

const meta = {
  title: "Components/Header",
  component: Header,
  // The stories build whole site headers (support/siteChromeFixtures.tsx).
  parameters: { layout: "fullscreen", controls: { disable: true } },
  args: { brand: null },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site's sign-out handler, spied on. */
const signOut = fn();

/** The header over the hero band, as on the home, features, affiliate … pages. */
function OverHero({ lang, signedIn, navName }: SiteHeaderProps) {
  // The home page's hero, in the words the home page has (site/src/pages/home.tsx).
  const t = siteCopy(lang, "home");
  return (
    <div className="relative">
      <SiteHeader lang={lang} transparent signedIn={signedIn} navName={navName} />
      <Section tone="brand" spacing="lg" headerOverlap aria-label={t("home.hero.title")}>
        <div className="max-w-content mx-auto px-4 sm:px-6 lg:px-8">
          <p className="font-display text-4xl font-extrabold tracking-tight">
            {t("home.hero.title")}
          </p>
          <p className="text-on-brand-muted mt-4 max-w-xl text-lg">{t("home.hero.body")}</p>
        </div>
      </Section>
    </div>
  );
}

const accountButton = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole("button", { name: new RegExp(name) });

/** A visitor: the navigation, and a link to log in. At a phone's width, the menu button instead. */
export const Default: Story = {
  parameters: { viewports: ["phone", "desktop"] },
  render: (_args, { globals }) => <SiteHeader lang={pageLocale(globals.locale)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (window.innerWidth < 768) {
      await expect(canvas.queryByRole("navigation")).toBeNull();
      await expect(canvas.getByRole("button", { name: "Menu" })).toBeVisible();
      return;
    }
    const login = canvas.getByRole("link", { name: "Log in" });
    await expect(login).toHaveAttribute("href", "#/login");
    const nav = canvas.getByRole("navigation", { name: "Main navigation" });
    await expect(
      within(nav).getByRole("link", { name: siteCopy("en", "header")("header.pricing") }),
    ).toHaveAttribute("aria-current", "page");
    // From md up the mobile menu button is not shown.
    await expect(canvas.queryByRole("button", { name: "Menu" })).toBeNull();
  },
};

export const Transparent: Story = {
  parameters: { viewports: ["phone", "desktop"] },
  render: (_args, { globals }) => <OverHero lang={pageLocale(globals.locale)} />,
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole("banner");
    await expect(header).toHaveAttribute("data-variant", "transparent");
    await expect(getComputedStyle(header).backgroundColor).toBe("rgba(0, 0, 0, 0)");
    // The bar sits over the band: both start at the same top edge.
    const band = within(canvasElement).getByRole("region");
    await expect(Math.round(header.getBoundingClientRect().top)).toBe(
      Math.round(band.getBoundingClientRect().top),
    );
  },
};

/** The account menu, driven with the keyboard, then left open for review. */
export const SignedIn: Story = {
  tags: ["rtl"],
  render: (_args, { globals }) => (
    <div className="min-h-72">
      <SiteHeader lang={pageLocale(globals.locale)} signedIn onSignOut={signOut} />
    </div>
  ),
  play: inBothDirections(
    async ({ canvasElement }) => {
      signOut.mockClear();
      // The menu is portalled to the end of the body, out of the canvas.
      const page = inPage(canvasElement);
      accountButton(canvasElement, PEOPLE.en.name).focus();
      await userEvent.keyboard("{Enter}");
      // Once the menu's code has loaded (on the first open), the first item has focus.
      const myAccount = await page.findByRole("menuitem", { name: "My account" });
      await waitFor(() => expect(myAccount).toHaveFocus());
      await userEvent.keyboard("{ArrowDown}");
      await expect(page.getByRole("menuitem", { name: "Log out" })).toHaveFocus();
      await userEvent.keyboard("{Escape}");
      await expect(page.queryByRole("menu")).toBeNull();
      // The button Radix rendered when the menu first opened.
      const trigger = accountButton(canvasElement, PEOPLE.en.name);
      await waitFor(() => expect(trigger).toHaveFocus());
      // Log out from the menu.
      await userEvent.keyboard("{ArrowUp}");
      await expect(page.getByRole("menuitem", { name: "Log out" })).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      await expect(signOut).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(trigger).toHaveFocus());
      // Leave it open for the screenshot.
      await userEvent.keyboard("{ArrowDown}");
      await expect(page.getByRole("menu")).toBeVisible();
    },
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const nav = canvas.getByRole("navigation", { name: "التنقل الرئيسي" });
      const brand = canvasElement.querySelector('[data-slot="header-brand"]') as HTMLElement;
      // Mirrored: the logo is at the right edge, the navigation to its left.
      await expect(brand.getBoundingClientRect().left).toBeGreaterThan(
        nav.getBoundingClientRect().right,
      );
      await userEvent.click(accountButton(canvasElement, PEOPLE.ar.name));
      const menu = await inPage(canvasElement).findByRole("menu");
      // Portalled out of the page, it gets the locale's direction from the DirectionProvider,
      // and lines up with the button's reading end: its left edge in Arabic.
      await expect(menu).toHaveAttribute("dir", "rtl");
      const trigger = accountButton(canvasElement, PEOPLE.ar.name);
      await waitFor(() =>
        expect(Math.round(menu.getBoundingClientRect().left)).toBe(
          Math.round(trigger.getBoundingClientRect().left),
        ),
      );
      await waitFor(() =>
        expect(within(menu).getByRole("menuitem", { name: "حسابي" })).toHaveFocus(),
      );
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(trigger).toHaveFocus());
    },
  ),
};

const PHONE = { viewport: { value: "phone", isRotated: false } };

async function openAndCloseMobileMenu(
  canvasElement: HTMLElement,
  names: { menu: string; link: string },
) {
  const canvas = within(canvasElement);
  const page = inPage(canvasElement);
  const button = canvas.getByRole("button", { name: names.menu });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await userEvent.click(button);
  const sheet = await page.findByRole("dialog", { name: names.menu });
  await expect(within(sheet).getByRole("link", { name: names.link })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await userEvent.keyboard("{Escape}");
  await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
  await expect(button).toHaveFocus();
  // Open it again with the keyboard and leave it open for the screenshot.
  await userEvent.keyboard("{Enter}");
  const reopened = await page.findByRole("dialog", { name: names.menu });
  await expect(reopened).toContainElement(document.activeElement as HTMLElement);
  return reopened;
}

/**
 * Below md: the menu button opens the sheet from the reading-end side. Only
 * a phone has it, so the story is pinned to the phone viewport.
 */
export const MobileMenu: Story = {
  tags: ["rtl"],
  globals: PHONE,
  render: (_args, { globals }) => <SiteHeader lang={pageLocale(globals.locale)} signedIn />,
  play: inBothDirections(
    async ({ canvasElement }) => {
      await expect(within(canvasElement).queryByRole("navigation")).toBeNull();
      const sheet = await openAndCloseMobileMenu(canvasElement, {
        menu: "Menu",
        link: siteCopy("en", "header")("header.pricing"),
      });
      // It slides in from the right edge in English.
      await waitFor(() =>
        expect(Math.round(sheet.getBoundingClientRect().right)).toBe(window.innerWidth),
      );
      await expect(within(sheet).getByText(/Signed in as/)).toBeVisible();
    },
    async ({ canvasElement }) => {
      const sheet = await openAndCloseMobileMenu(canvasElement, {
        menu: "القائمة",
        link: siteCopy("ar", "header")("header.pricing"),
      });
      await expect(sheet).toHaveAttribute("dir", "rtl");
      await waitFor(() => expect(Math.round(sheet.getBoundingClientRect().left)).toBe(0));
    },
  ),
};

function AllHeaders({ lang }: { lang: string }) {
  // Review captions naming each state: the site never shows them.
  const [visitor, member, hero] = pick(lang, {
    en: ["Visitor", "Signed in", "Over the hero band"],
    ar: ["زائر", "مستخدم مسجّل", "فوق الشريط الرئيسي"],
  });
  return (
    <div className="flex flex-col gap-10">
      {/* Each header sits in a named section, so none of them is the page's banner landmark. */}
      <section aria-label={visitor} className="flex flex-col gap-2">
        <h2 className="text-text-muted px-6 text-sm font-semibold">{visitor}</h2>
        <SiteHeader lang={lang} navName={visitor} />
      </section>
      <section aria-label={member} className="flex flex-col gap-2">
        <h2 className="text-text-muted px-6 text-sm font-semibold">{member}</h2>
        <SiteHeader lang={lang} signedIn navName={member} />
      </section>
      <section aria-label={hero} className="flex flex-col gap-2">
        <h2 className="text-text-muted px-6 text-sm font-semibold">{hero}</h2>
        <OverHero lang={lang} signedIn navName={hero} />
      </section>
    </div>
  );
}

/** Every state, for visual review. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllHeaders lang={pageLocale(globals.locale)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("navigation")).toHaveLength(3);
    await expect(
      canvas.getAllByRole("link").filter((l) => l.getAttribute("aria-current") === "page"),
    ).toHaveLength(3);
  },
};
