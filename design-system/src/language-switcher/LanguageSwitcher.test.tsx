import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { loadMenuParts } from "../dropdown-menu/LazyDropdownMenu";
import { routerLink } from "../link-renderer/__fixtures__/routerLink";
import { LocaleProvider } from "../locale/LocaleProvider";
import { SELECTABLE_LOCALES } from "../locale/locales";
import { LanguageSwitcher, type LanguageSwitcherProps } from "./LanguageSwitcher";

function renderSwitcher(props: Partial<LanguageSwitcherProps> = {}, locale = "en") {
  const user = userEvent.setup();
  const onSelect = vi.fn();
  render(
    <LocaleProvider locale={locale}>
      <LanguageSwitcher current={locale} onSelect={onSelect} {...props} />
    </LocaleProvider>,
  );
  return { user, onSelect };
}

// The menu's code loads when its button is first hovered, focused or pressed;
// here it is loaded up front (LazyDropdownMenu.test.tsx covers a press before it arrives).
beforeAll(() => loadMenuParts());

const trigger = () => screen.getByRole("button", { name: /^Language:/ });
const option = (name: string) => screen.getByRole("menuitemradio", { name });

describe("given a LanguageSwitcher menu", () => {
  it("should name the button with the current language, in that language", () => {
    renderSwitcher({ current: "de" });
    expect(trigger()).toHaveAccessibleName("Language: Deutsch");
    expect(trigger()).toHaveAttribute("aria-expanded", "false");
    expect(within(trigger()).getByText("Deutsch")).toHaveAttribute("lang", "de-DE");
  });

  it("should list the 11 interface languages by default, each in its own name, lang and dir", async () => {
    const { user } = renderSwitcher();
    await user.click(trigger());
    const options = screen.getAllByRole("menuitemradio");
    expect(options.map((o) => o.textContent)).toEqual(SELECTABLE_LOCALES.map((l) => l.name));
    const arabic = within(option("العربية")).getByText("العربية");
    expect(arabic).toHaveAttribute("lang", "ar-SA");
    expect(arabic).toHaveAttribute("dir", "rtl");
    expect(within(option("English")).getByText("English")).toHaveAttribute("dir", "ltr");
  });

  it("should mark the current language checked and focus it on opening", async () => {
    const { user } = renderSwitcher({ current: "fr" });
    trigger().focus();
    await user.keyboard("{Enter}");
    expect(option("Français")).toHaveAttribute("aria-checked", "true");
    expect(option("English")).toHaveAttribute("aria-checked", "false");
    expect(option("Français")).toHaveFocus();
  });

  it.each([
    ["{Enter}", "English"],
    [" ", "English"],
    ["{ArrowDown}", "English"],
    ["{ArrowUp}", "Русский"],
  ])("should open with %s, focusing %s", async (key, focused) => {
    const { user } = renderSwitcher();
    trigger().focus();
    await user.keyboard(key);
    expect(screen.getByRole("menu", { name: "Language: English" })).toBeInTheDocument();
    expect(option(focused)).toHaveFocus();
  });

  it("should move with the arrows, Home and End, wrapping at the ends", async () => {
    const { user } = renderSwitcher();
    trigger().focus();
    await user.keyboard("{ArrowDown}");
    await user.keyboard("{ArrowDown}");
    expect(option("العربية")).toHaveFocus();
    await user.keyboard("{End}");
    expect(option("Русский")).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(option("English")).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(option("Русский")).toHaveFocus();
    await user.keyboard("{Home}");
    expect(option("English")).toHaveFocus();
  });

  it("should jump to the language whose name starts with the typed letter", async () => {
    const { user } = renderSwitcher();
    trigger().focus();
    await user.keyboard("{ArrowDown}");
    await user.keyboard("p");
    expect(option("Polski")).toHaveFocus();
    await user.keyboard("p");
    expect(option("Português (Brasil)")).toHaveFocus();
    // The code finds languages written in another script.
    await user.keyboard("j");
    expect(option("日本語")).toHaveFocus();
  });

  it("should select with Enter, close and return focus to the button", async () => {
    const { user, onSelect } = renderSwitcher();
    trigger().focus();
    await user.keyboard("{ArrowDown}d{Enter}");
    expect(onSelect).toHaveBeenCalledWith("de");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it("should close on Escape without choosing, and return focus", async () => {
    const { user, onSelect } = renderSwitcher();
    await user.click(trigger());
    await user.keyboard("{ArrowDown}{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(trigger()).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("should offer links to each language's page when given hrefFor, activated by Space too", async () => {
    const onSelect = vi.fn();
    const { user } = renderSwitcher({
      hrefFor: (code) => (code === "en" ? "/pricing" : `/${code}/pricing`),
      renderLink: routerLink,
      onSelect,
    });
    await user.click(trigger());
    expect(option("Italiano")).toHaveAttribute("href", "/it/pricing");
    expect(option("Italiano")).toHaveAttribute("hreflang", "it-IT");
    expect(option("English")).toHaveAttribute("href", "/pricing");
    option("Italiano").focus();
    await user.keyboard(" ");
    expect(onSelect).toHaveBeenCalledWith("it");
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("should offer only the locales it is given", async () => {
    const { user } = renderSwitcher({
      locales: SELECTABLE_LOCALES.filter((l) => ["en", "ar"].includes(l.code)),
    });
    await user.click(trigger());
    expect(screen.getAllByRole("menuitemradio")).toHaveLength(2);
  });

  it("should speak the page's language around the native names", () => {
    renderSwitcher({}, "ar");
    expect(screen.getByRole("button", { name: "اللغة: العربية" })).toBeInTheDocument();
  });
});

describe("given an inline LanguageSwitcher", () => {
  const renderRow = (locale: string) =>
    renderSwitcher(
      {
        variant: "inline",
        locales: SELECTABLE_LOCALES.filter((l) => ["en", "ar", "de", "es"].includes(l.code)),
      },
      locale,
    );

  it("should be a named row with one tab stop, on the current language", async () => {
    const { user } = renderRow("de");
    expect(screen.getByRole("menubar", { name: "Sprache" })).toBeInTheDocument();
    await user.tab();
    expect(option("Deutsch")).toHaveFocus();
    expect(option("Deutsch")).toHaveAttribute("aria-checked", "true");
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  // The row is mirrored in Arabic: the arrow keys follow what the eye sees.
  it.each([
    { locale: "en", key: "{ArrowRight}", from: "English", to: "العربية" },
    { locale: "en", key: "{ArrowLeft}", from: "English", to: "Español" },
    { locale: "ar", key: "{ArrowLeft}", from: "العربية", to: "Deutsch" },
    { locale: "ar", key: "{ArrowRight}", from: "العربية", to: "English" },
  ])("should move from $from to $to on $key in $locale", async ({ locale, key, from, to }) => {
    const { user } = renderRow(locale);
    await user.tab();
    expect(option(from)).toHaveFocus();
    await user.keyboard(key);
    expect(option(to)).toHaveFocus();
    expect(option(to)).toHaveAttribute("tabindex", "0");
    expect(option(from)).toHaveAttribute("tabindex", "-1");
  });

  it("should jump with Home, End and a typed letter, and select with Enter", async () => {
    const { user, onSelect } = renderRow("en");
    await user.tab();
    await user.keyboard("{End}");
    expect(option("Español")).toHaveFocus();
    await user.keyboard("{Home}");
    expect(option("English")).toHaveFocus();
    await user.keyboard("d{Enter}");
    expect(onSelect).toHaveBeenCalledWith("de");
  });

  it("should move its tab stop to the new current language when the page switches", async () => {
    const user = userEvent.setup();
    const locales = SELECTABLE_LOCALES.filter((l) => ["en", "ar", "de"].includes(l.code));
    const { rerender } = render(
      <LanguageSwitcher variant="inline" current="en" locales={locales} />,
    );
    rerender(<LanguageSwitcher variant="inline" current="de" locales={locales} />);
    await user.tab();
    expect(option("Deutsch")).toHaveFocus();
  });
});
