import type { ComponentProps, ReactNode } from "react";
import { Container } from "../container/Container";
import { useMessages } from "../i18n/messages";
import { cn } from "../lib/cn";
import { type LinkRenderer, renderAnchor } from "../link-renderer/linkRenderer";
import { FOOTER_TONE_PARTS, type FooterTone, footerVariants } from "./footerVariants";
import { footerMessages } from "./intl/catalog.gen";

export interface FooterLinkGroup {
  title: string;
  links: readonly { href: string; label: string }[];
}

export interface FooterProps extends ComponentProps<"footer"> {
  /** Columns of links, each under a title (Product, Company, Support …). */
  groups?: readonly FooterLinkGroup[];
  /** The logo and a sentence about the service, above or beside the groups. */
  brand?: ReactNode;
  /** Usually a `<LanguageSwitcher side="top" tone={…}>`. */
  languageSwitcher?: ReactNode;
  /** The copyright and legal line ("© 2025 mVPN · Terms of use"). */
  legal?: ReactNode;
  /** `inverse` (default): the dark band; `sunken`: a light grey one. */
  tone?: FooterTone;
  /** Renders the group links (pass the router's `<Link>`); default a plain `<a>`. */
  renderLink?: LinkRenderer;
  /** Replaces the translated name of the footer's navigation landmark. */
  navigationLabel?: string;
}

/**
 * The site footer: brand, link groups in columns (two on phones, up to four
 * on desktop), then a bottom line with the legal text and the language
 * switcher.
 */
export function Footer({
  groups = [],
  brand,
  languageSwitcher,
  legal,
  tone = "inverse",
  renderLink = renderAnchor,
  navigationLabel,
  className,
  ...props
}: FooterProps) {
  const t = useMessages(footerMessages);
  const parts = FOOTER_TONE_PARTS[tone];
  return (
    <footer
      data-slot="footer"
      data-variant={tone}
      className={cn(footerVariants({ tone }), className)}
      {...props}
    >
      <Container className="flex flex-col gap-10 py-12 md:py-16">
        {brand || groups.length > 0 ? (
          <div className="grid gap-10 lg:grid-cols-[minmax(0,18rem)_1fr] lg:gap-16">
            {brand ? (
              <div
                data-slot="footer-brand"
                className={cn("flex flex-col gap-4 text-sm", parts.muted)}
              >
                {brand}
              </div>
            ) : null}
            {groups.length > 0 ? (
              <nav
                data-slot="footer-nav"
                aria-label={navigationLabel ?? t("footerNavigation")}
                className={cn(
                  "grid grid-cols-2 gap-8 sm:grid-cols-3 md:grid-cols-4",
                  brand ? undefined : "lg:col-span-2",
                )}
              >
                {groups.map((group) => (
                  <div key={group.title} data-slot="footer-group" className="flex flex-col gap-3">
                    <h2 className={cn("text-sm font-semibold", parts.title)}>{group.title}</h2>
                    <ul className="flex flex-col gap-1">
                      {group.links.map((link) => (
                        <li key={link.href}>
                          {renderLink({
                            href: link.href,
                            "data-slot": "footer-link",
                            className: cn(
                              "rounded-control inline-flex min-h-8 items-center py-1 text-sm no-underline hover:underline",
                              "focus-visible:outline-2 focus-visible:outline-offset-2",
                              parts.link,
                            ),
                            children: link.label,
                          })}
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </nav>
            ) : null}
          </div>
        ) : null}
        {legal || languageSwitcher ? (
          <div
            data-slot="footer-bottom"
            // The page's last line: the scroll-to-top button steps aside rather than cover it.
            data-floating-avoid=""
            className={cn(
              "flex flex-col-reverse gap-4 border-t pt-6 md:flex-row md:items-center md:justify-between",
              parts.divider,
            )}
          >
            <div data-slot="footer-legal" className={cn("text-sm", parts.muted)}>
              {legal}
            </div>
            {languageSwitcher ? <div data-slot="footer-language">{languageSwitcher}</div> : null}
          </div>
        ) : null}
      </Container>
    </footer>
  );
}
