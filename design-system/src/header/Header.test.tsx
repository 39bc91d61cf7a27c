import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { loadMenuParts } from "../dropdown-menu/LazyDropdownMenu";
import { routerLink } from "../link-renderer/__fixtures__/routerLink";
import type { LinkRendererProps } from "../link-renderer/linkRenderer";
import { LocaleProvider } from "../locale/LocaleProvider";
import { Header, type HeaderProps } from "./Header";
import { loadMobileMenuSheet } from "./MobileMenu";

// The menus' code loads when a button is first hovered, focused or pressed;
// here it is loaded up front (LazyDropdownMenu.test.tsx and the mobile menu's
// "before its code arrived" case cover a press before it arrives).
beforeAll(() => Promise.all([loadMenuParts(), loadMobileMenuSheet()]));

const links = [
  { href: "/features", label: "Features" },
  { href: "/pricing", label: "Pricing", current: true },
  { href: "/download", label: "Download" },
];

function renderHeader(props: Partial<HeaderProps> = {}, locale = "en") {
  const user = userEvent.setup();
  render(
    <LocaleProvider locale={locale}>
      <Header brand={<a href="/">mVPN</a>} links={links} {...props} />
      <button type="button">After the header</button>
    </LocaleProvider>,
  );
  return user;
}

const signedIn = (onSignOut = vi.fn()) =>
  ({ signedIn: true, name: "Alex Morgan", accountHref: "/myaccount", onSignOut }) as const;

describe("given a Header", () => {
  it("should be the banner with a named main navigation marking the current page", () => {
    renderHeader();
    const banner = screen.getByRole("banner");
    expect(banner).toHaveAttribute("data-variant", "default");
    const nav = within(banner).getAllByRole("navigation", { name: "Main navigation" })[0];
    if (!nav) throw new Error("no navigation");
    expect(within(nav).getByRole("link", { name: "Pricing" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Features" })).not.toHaveAttribute("aria-current");
  });

  it("should render links through the site's renderLink", () => {
    const renderLink = vi.fn((props: LinkRendererProps) => <a {...props} data-router="yes" />);
    renderHeader({ renderLink });
    expect(screen.getByRole("link", { name: "Features" })).toHaveAttribute("data-router", "yes");
    expect(renderLink).toHaveBeenCalledWith(
      expect.objectContaining({ href: "/pricing", "aria-current": "page" }),
    );
  });

  it("should offer Log in to a visitor", () => {
    renderHeader({ account: { signedIn: false, loginHref: "/login" } });
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  });

  it("should put the bar over the hero band in the transparent variant", () => {
    renderHeader({ variant: "transparent" });
    const banner = screen.getByRole("banner");
    expect(banner).toHaveAttribute("data-variant", "transparent");
    expect(banner).toHaveClass("absolute", "bg-transparent", "text-on-brand");
    expect(banner).not.toHaveClass("bg-surface");
    expect(screen.getByRole("link", { name: "Features" })).toHaveClass(
      "text-on-brand-muted",
      "focus-visible:outline-focus-on-brand",
    );
  });

  it("should translate its words", () => {
    renderHeader({ account: { signedIn: false, loginHref: "/ar/login" } }, "ar");
    expect(screen.getByRole("link", { name: "تسجيل الدخول" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "القائمة" })).toBeInTheDocument();
  });

  it("should let labels override the translations", () => {
    renderHeader({
      account: { signedIn: false, loginHref: "/login" },
      labels: { logIn: "Sign in" },
    });
    expect(screen.getByRole("link", { name: "Sign in" })).toBeInTheDocument();
  });
});

describe("given a signed-in user's account menu", () => {
  const trigger = () => screen.getByRole("button", { name: "Account: Alex Morgan" });

  it("should show the name on a closed menu button", () => {
    renderHeader({ account: signedIn() });
    expect(trigger()).toHaveAttribute("aria-haspopup", "menu");
    expect(trigger()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it.each([["{Enter}"], [" "], ["{ArrowDown}"]])(
    "should open with %s and focus My account",
    async (key) => {
      const user = renderHeader({ account: signedIn() });
      trigger().focus();
      await user.keyboard(key);
      const menu = screen.getByRole("menu", { name: "Account: Alex Morgan" });
      expect(trigger()).toHaveAttribute("aria-expanded", "true");
      expect(trigger()).toHaveAttribute("aria-controls", menu.id);
      expect(screen.getByRole("menuitem", { name: "My account" })).toHaveFocus();
      expect(screen.getByRole("menuitem", { name: "My account" })).toHaveAttribute(
        "href",
        "/myaccount",
      );
    },
  );

  it("should open on the last item with ArrowUp and wrap with the arrows", async () => {
    const user = renderHeader({ account: signedIn() });
    trigger().focus();
    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("menuitem", { name: "Log out" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "My account" })).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("menuitem", { name: "Log out" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("menuitem", { name: "My account" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("menuitem", { name: "Log out" })).toHaveFocus();
  });

  it("should close on Escape and return focus to the button", async () => {
    const user = renderHeader({ account: signedIn() });
    await user.click(trigger());
    expect(screen.getByRole("menu")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute("aria-expanded", "false");
  });

  it("should log out from the menu and return focus", async () => {
    const onSignOut = vi.fn();
    const user = renderHeader({ account: signedIn(onSignOut) });
    trigger().focus();
    await user.keyboard("{ArrowUp}{Enter}");
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("menu")).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it("should close when Tab moves focus on, or on a click outside", async () => {
    const user = renderHeader({ account: signedIn() });
    await user.click(trigger());
    await user.tab();
    expect(screen.queryByRole("menu")).toBeNull();
    await user.click(trigger());
    expect(screen.getByRole("menu")).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("should isolate the name, which may be an email in a right-to-left page", () => {
    renderHeader({ account: { ...signedIn(), name: "alex@example.com" } }, "ar");
    const name = screen.getByText("alex@example.com", { selector: "bdi" });
    expect(name.closest("button")).toHaveAttribute("aria-expanded", "false");
  });
});

describe("given the mobile menu", () => {
  const menuButton = () => screen.getByRole("button", { name: "Menu" });

  it("should be a menu button controlling a dialog", () => {
    renderHeader();
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuButton()).toHaveAttribute("aria-haspopup", "dialog");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("should open a sheet with the links, trap focus, close on Escape and return focus", async () => {
    const user = renderHeader({ account: { signedIn: false, loginHref: "/login" } });
    const button = menuButton();
    await user.click(button);
    const dialog = screen.getByRole("dialog", { name: "Menu" });
    // The page behind the sheet is hidden from screen readers while it is open.
    expect(screen.queryByRole("button", { name: "Menu" })).toBeNull();
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(button).toHaveAttribute("aria-controls", dialog.id);
    expect(within(dialog).getByRole("link", { name: "Pricing" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(dialog).getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Tab cycles inside the sheet: the page behind is out of reach.
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(menuButton()).toHaveFocus();
  });

  it("should close with the close button", async () => {
    const user = renderHeader();
    await user.click(menuButton());
    await user.click(screen.getByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(menuButton()).toHaveFocus();
  });

  it("should close when a link is followed", async () => {
    const user = renderHeader({ renderLink: routerLink });
    await user.click(menuButton());
    await user.click(within(screen.getByRole("dialog")).getByRole("link", { name: "Download" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("should give the portalled sheet the locale's direction", async () => {
    const user = renderHeader({}, "ar");
    await user.click(screen.getByRole("button", { name: "القائمة" }));
    const dialog = screen.getByRole("dialog", { name: "القائمة" });
    expect(dialog).toHaveAttribute("dir", "rtl");
    expect(dialog).toHaveClass("end-0");
    expect(screen.getByRole("button", { name: "إغلاق القائمة" })).toBeInTheDocument();
  });

  it("should offer the signed-in user's account and log out", async () => {
    const onSignOut = vi.fn();
    const user = renderHeader({ account: signedIn(onSignOut) });
    await user.click(menuButton());
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText(/Signed in as/)).toHaveTextContent("Signed in as Alex Morgan");
    expect(within(dialog).getByRole("link", { name: "My account" })).toHaveAttribute(
      "href",
      "/myaccount",
    );
    await user.click(within(dialog).getByRole("button", { name: "Log out" }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("given a header whose links need more room", () => {
  it.each([
    ["md", "hidden md:block", "md:hidden"],
    ["lg", "hidden lg:block", "lg:hidden"],
  ] as const)("should collapse into the menu below %s", (collapseBelow, wide, narrow) => {
    renderHeader({ collapseBelow });
    const banner = screen.getByRole("banner");
    expect(banner).toHaveAttribute("data-collapse", collapseBelow);
    expect(within(banner).getByRole("navigation")).toHaveClass(...wide.split(" "));
    expect(screen.getByRole("button", { name: "Menu" }).parentElement).toHaveClass(narrow);
  });
});
