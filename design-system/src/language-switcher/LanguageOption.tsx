import type { KeyboardEvent } from "react";
import { CheckIcon } from "../icon/icons";
import type { LinkRenderer } from "../link-renderer/linkRenderer";
import type { LocaleEntry } from "../locale/locales";

export interface LanguageOptionProps {
  locale: LocaleEntry;
  checked: boolean;
  className: string;
  tabIndex: number;
  href: string | undefined;
  renderLink: LinkRenderer;
  onActivate: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  showCheck: boolean;
}

/**
 * One language as a `menuitemradio`: a link when the site gives a URL per
 * language (so it works without JavaScript and crawlers find every
 * version), a button otherwise. The name is written in the language itself,
 * tagged with its `lang` and `dir` so screen readers pronounce it right and
 * Arabic reads right to left inside an English page.
 */
export function LanguageOption({
  locale,
  checked,
  className,
  tabIndex,
  href,
  renderLink,
  onActivate,
  onKeyDown,
  showCheck,
}: LanguageOptionProps) {
  const content = (
    <>
      {/* Not stretched: an Arabic name in an English menu still lines up at the reading start. */}
      <span lang={locale.iso} dir={locale.dir}>
        {locale.name}
      </span>
      {showCheck ? (
        <CheckIcon className={checked ? "text-text-accent ms-auto" : "invisible ms-auto"} />
      ) : null}
    </>
  );
  const common = {
    role: "menuitemradio" as const,
    "aria-checked": checked,
    tabIndex,
    className,
    "data-slot": "language-switcher-option",
    "data-typeahead": locale.code,
    onKeyDown,
  };
  if (href !== undefined) {
    return renderLink({
      ...common,
      href,
      hrefLang: locale.iso,
      onClick: onActivate,
      children: content,
    });
  }
  return (
    <button type="button" {...common} onClick={onActivate}>
      {content}
    </button>
  );
}
