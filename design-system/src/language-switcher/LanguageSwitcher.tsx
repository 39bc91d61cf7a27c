import { type ComponentProps, type KeyboardEvent, useState } from "react";
import { LazyDropdownMenu } from "../dropdown-menu/LazyDropdownMenu";
import { MENU_ITEM_CLASSES } from "../dropdown-menu/menuClasses";
import {
  isPrintableKey,
  menuItemsOf,
  typeaheadMatch,
  typeaheadNamesOf,
} from "../dropdown-menu/typeahead";
import { useMessages } from "../i18n/messages";
import { ChevronDownIcon, GlobeIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { type LinkRenderer, renderAnchor } from "../link-renderer/linkRenderer";
import { useLocale } from "../locale/LocaleProvider";
import { type LocaleEntry, SELECTABLE_LOCALES } from "../locale/locales";
import { languageSwitcherMessages } from "./intl/catalog.gen";
import { LanguageOption } from "./LanguageOption";
import { horizontalMove } from "./rowMoves";

export type LanguageSwitcherVariant = "menu" | "inline";
export type LanguageSwitcherTone = "default" | "inverse";

export interface LanguageSwitcherProps extends Omit<ComponentProps<"div">, "onSelect"> {
  /** The code of the language the page is in. */
  current: string;
  /** Languages to offer, in order; default the 11 interface languages (SPEC.md §1). */
  locales?: readonly LocaleEntry[];
  /** Called with the chosen code (to set the locale cookie, or to navigate). */
  onSelect?: (code: string) => void;
  /** The page's URL in a language: options become links (crawlable, work without JavaScript). */
  hrefFor?: (code: string) => string;
  /** Renders option links (pass the router's `<Link>`); default a plain `<a>`. */
  renderLink?: LinkRenderer;
  /**
   * `menu`: a button with the current language opening a menu (header, footer).
   * `inline`: every language in a row, moved through with the arrow keys.
   */
  variant?: LanguageSwitcherVariant;
  /** `inverse` on dark bands (the inverse footer, the transparent header). */
  tone?: LanguageSwitcherTone;
  /**
   * Which edge of the button the menu lines up with (logical: `end` is the
   * left edge in Arabic). Default `end`; it shifts when the viewport is too narrow.
   */
  align?: "start" | "end";
  /**
   * Open the menu above the button (near the bottom of the page, in a footer).
   * Default `bottom`; it flips to the other side when there is no room.
   */
  side?: "top" | "bottom";
  /** Replaces the translated "Language". */
  label?: string;
}

const TRIGGER_TONES: Record<LanguageSwitcherTone, string> = {
  default: "text-text hover:bg-surface-sunken focus-visible:outline-focus",
  inverse: "text-text-inverse hover:bg-text-inverse/10 focus-visible:outline-focus-on-brand",
};

const INLINE_TONES: Record<LanguageSwitcherTone, string> = {
  default:
    "text-text-muted hover:text-text aria-checked:text-text aria-checked:bg-accent-subtle focus-visible:outline-focus",
  inverse:
    "text-on-brand-muted hover:text-text-inverse aria-checked:text-text-inverse aria-checked:underline focus-visible:outline-focus-on-brand",
};

/**
 * Lets the visitor pick one of the interface languages, each shown in its
 * own name and script. Keyboard: as a menu button (Enter/Space/ArrowDown
 * open, arrows/Home/End move, a letter jumps, Escape closes and returns
 * focus), or as a row (ArrowLeft/ArrowRight follow the reading direction).
 */
export function LanguageSwitcher({
  current,
  locales = SELECTABLE_LOCALES,
  onSelect,
  hrefFor,
  renderLink = renderAnchor,
  variant = "menu",
  tone = "default",
  align = "end",
  side = "bottom",
  label,
  className,
  ...props
}: LanguageSwitcherProps) {
  const t = useMessages(languageSwitcherMessages);
  const name = label ?? t("language");
  const shared = { current, locales, onSelect, hrefFor, renderLink, tone, name };
  return variant === "inline" ? (
    <InlineLanguages className={className} {...shared} {...props} />
  ) : (
    <MenuLanguages className={className} align={align} side={side} {...shared} {...props} />
  );
}

type PartProps = Omit<ComponentProps<"div">, "onSelect"> & {
  current: string;
  locales: readonly LocaleEntry[];
  onSelect: ((code: string) => void) | undefined;
  hrefFor: ((code: string) => string) | undefined;
  renderLink: LinkRenderer;
  tone: LanguageSwitcherTone;
  name: string;
};

function MenuLanguages({
  current,
  locales,
  onSelect,
  hrefFor,
  renderLink,
  tone,
  name,
  align,
  side,
  className,
  ...props
}: PartProps & { align: "start" | "end"; side: "top" | "bottom" }) {
  const currentLocale = locales.find((l) => l.code === current);
  return (
    <div
      data-slot="language-switcher"
      data-variant="menu"
      className={cn("relative inline-block", className)}
      {...props}
    >
      <LazyDropdownMenu
        slot="language-switcher-menu"
        initialFocus="checked"
        side={side}
        align={align}
        trigger={
          <button
            type="button"
            data-slot="language-switcher-trigger"
            className={cn(
              "group rounded-control inline-flex h-11 cursor-pointer items-center gap-2 px-3 text-base font-medium",
              "ease-enter transition-colors duration-150 motion-reduce:transition-none",
              "focus-visible:outline-2 focus-visible:outline-offset-2 [&_svg]:size-5 [&_svg]:shrink-0",
              TRIGGER_TONES[tone],
            )}
          >
            <GlobeIcon />
            <span className="sr-only">{`${name}:`}</span>{" "}
            {currentLocale ? (
              <span lang={currentLocale.iso} dir={currentLocale.dir}>
                {currentLocale.name}
              </span>
            ) : (
              <span>{current}</span>
            )}
            <ChevronDownIcon className="ease-enter transition-transform duration-150 group-aria-expanded:rotate-180 motion-reduce:transition-none" />
          </button>
        }
      >
        {(menu, close) => (
          <menu.RadioGroup value={current}>
            {locales.map((locale) => (
              <menu.RadioItem key={locale.code} value={locale.code} asChild>
                <LanguageOption
                  locale={locale}
                  checked={locale.code === current}
                  className={MENU_ITEM_CLASSES}
                  href={hrefFor?.(locale.code)}
                  renderLink={renderLink}
                  showCheck
                  // On click rather than Radix's onSelect: a router link may
                  // cancel the click before passing it on, and Radix then
                  // skips its select.
                  onClick={() => {
                    close();
                    onSelect?.(locale.code);
                  }}
                />
              </menu.RadioItem>
            ))}
          </menu.RadioGroup>
        )}
      </LazyDropdownMenu>
    </div>
  );
}

function InlineLanguages({
  current,
  locales,
  onSelect,
  hrefFor,
  renderLink,
  tone,
  name,
  className,
  ...props
}: PartProps) {
  const { dir } = useLocale();
  const currentIndex = Math.max(
    0,
    locales.findIndex((l) => l.code === current),
  );
  // Roving tab stop: one item is in the tab order, the arrows move it. It
  // goes back to the current language when that changes (the page switched).
  const [tabStop, setTabStop] = useState(currentIndex);
  const [shownIndex, setShownIndex] = useState(currentIndex);
  if (shownIndex !== currentIndex) {
    setShownIndex(currentIndex);
    setTabStop(currentIndex);
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const items = menuItemsOf(event.currentTarget.parentElement);
    const at = items.indexOf(event.currentTarget);
    if (event.key === " " && event.currentTarget.tagName === "A") {
      event.preventDefault();
      event.currentTarget.click();
      return;
    }
    let next = horizontalMove(event.key, at, items.length, dir);
    if (next === null && isPrintableKey(event)) {
      const match = typeaheadMatch(items.map(typeaheadNamesOf), at, event.key);
      next = match >= 0 ? match : null;
    }
    if (next === null) return;
    event.preventDefault();
    setTabStop(next);
    items[next]?.focus();
  };

  return (
    <div
      data-slot="language-switcher"
      data-variant="inline"
      role="menubar"
      aria-label={name}
      className={cn("flex flex-wrap items-center gap-1", className)}
      {...props}
    >
      {locales.map((locale, index) => (
        <LanguageOption
          key={locale.code}
          locale={locale}
          checked={locale.code === current}
          role="menuitemradio"
          aria-checked={locale.code === current}
          className={cn(
            "rounded-control inline-flex min-h-11 cursor-pointer items-center px-3 text-sm font-medium no-underline",
            "ease-enter transition-colors duration-150 motion-reduce:transition-none",
            "focus-visible:outline-2 focus-visible:outline-offset-2",
            INLINE_TONES[tone],
          )}
          tabIndex={index === tabStop ? 0 : -1}
          href={hrefFor?.(locale.code)}
          renderLink={renderLink}
          showCheck={false}
          onKeyDown={onKeyDown}
          onClick={() => {
            setTabStop(index);
            onSelect?.(locale.code);
          }}
        />
      ))}
    </div>
  );
}
