import type { HTMLAttributes, Ref } from "react";
import { CheckIcon } from "../icon/icons";
import type { LinkRenderer } from "../link-renderer/linkRenderer";
import type { LocaleEntry } from "../locale/locales";

export interface LanguageOptionProps extends Omit<HTMLAttributes<HTMLElement>, "children"> {
  locale: LocaleEntry;
  /** Shows the check mark on the current language. */
  checked: boolean;
  href: string | undefined;
  renderLink: LinkRenderer;
  showCheck: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * One language: a link when the site gives a URL per language (so crawlers
 * find every version and the router can take over), a button otherwise. The
 * name is written in the language itself, tagged with its `lang` and `dir` so
 * screen readers pronounce it right and Arabic reads right to left inside an
 * English page. Its role and state come from where it sits: a Radix radio
 * item in the menu, a `menuitemradio` of the row in the inline variant.
 */
export function LanguageOption({
  locale,
  checked,
  href,
  renderLink,
  showCheck,
  ref,
  ...props
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
    ...props,
    "data-slot": "language-switcher-option",
    "data-typeahead": locale.code,
  };
  if (href !== undefined) {
    return renderLink({
      ...common,
      ref: ref as Ref<HTMLAnchorElement>,
      href,
      hrefLang: locale.iso,
      children: content,
    });
  }
  return (
    <button type="button" {...common} ref={ref as Ref<HTMLButtonElement>}>
      {content}
    </button>
  );
}
