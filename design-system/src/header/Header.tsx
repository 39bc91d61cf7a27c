import type { ComponentProps, ReactNode } from "react";
import { Container } from "../container/Container";
import { cn } from "../lib/cn";
import { type LinkRenderer, renderAnchor } from "../link-renderer/linkRenderer";
import { AccountMenu } from "./AccountMenu";
import { barButtonVariants, headerVariants, navLinkVariants } from "./headerClasses";
import { HEADER_HEIGHT } from "./headerHeight";
import { type HeaderLabels, useHeaderLabels } from "./headerLabels";
import type { HeaderAccount, HeaderCollapse, HeaderLink, HeaderVariant } from "./headerTypes";
import { MobileMenu } from "./MobileMenu";

export interface HeaderProps extends ComponentProps<"header"> {
  /** The logo or wordmark, usually a link home. Logos never mirror in right-to-left. */
  brand: ReactNode;
  /** Primary links; the one with `current` is marked `aria-current="page"`. */
  links?: readonly HeaderLink[];
  /** Beside the account entry from `md` up (a "See plans" button, a language switcher). */
  actions?: ReactNode;
  /** What the mobile sheet shows under the links; default `actions`. */
  mobileActions?: ReactNode;
  /** "Log in" for visitors, a menu with the name for signed-in users; omit for neither. */
  account?: HeaderAccount;
  /**
   * `transparent` for pages whose hero band runs under the bar (SPEC.md §2:
   * home, affiliate, features, press-room, vpn-for-social-media, vpn-server,
   * what-is-vpn): no background, on-brand text, positioned over the first
   * section (give that `Section` `headerOverlap`).
   */
  variant?: HeaderVariant;
  /**
   * Below this breakpoint the links, actions and account move into the menu
   * sheet. Default `md` (768 px); use `lg` (1024 px) when the links and
   * actions do not fit in one row on a tablet.
   */
  collapseBelow?: HeaderCollapse;
  /** Renders every link (pass the router's `<Link>`); default a plain `<a>`. */
  renderLink?: LinkRenderer;
  /** Replaces any of the translated words. */
  labels?: HeaderLabels;
}

/** Which parts show on either side of the collapse breakpoint; spelled out for Tailwind's scanner. */
const COLLAPSE_CLASSES = {
  md: { wide: "hidden md:block", wideFlex: "hidden md:flex", narrow: "md:hidden" },
  lg: { wide: "hidden lg:block", wideFlex: "hidden lg:flex", narrow: "lg:hidden" },
} as const satisfies Record<HeaderCollapse, Record<string, string>>;

/**
 * The site's top bar: brand, primary navigation, actions and the account
 * entry from `md` (768 px, or `lg`) up; brand and a menu button opening a
 * sheet below.
 */
export function Header({
  brand,
  links = [],
  actions,
  mobileActions,
  account,
  variant = "default",
  collapseBelow = "md",
  renderLink = renderAnchor,
  labels,
  className,
  ...props
}: HeaderProps) {
  const t = useHeaderLabels(labels);
  const collapse = COLLAPSE_CLASSES[collapseBelow];
  return (
    <header
      data-slot="header"
      data-variant={variant}
      data-collapse={collapseBelow}
      className={cn(headerVariants({ variant }), className)}
      {...props}
    >
      <Container className={cn("flex items-center gap-4 lg:gap-8", HEADER_HEIGHT)}>
        <div data-slot="header-brand" className="flex shrink-0 items-center">
          {brand}
        </div>
        {links.length > 0 ? (
          <nav
            aria-label={t.mainNavigation}
            data-slot="header-nav"
            className={cn("min-w-0", collapse.wide)}
          >
            <ul className="flex items-center gap-1">
              {links.map((link) => (
                <li key={link.href}>
                  {renderLink({
                    href: link.href,
                    "aria-current": link.current ? "page" : undefined,
                    className: navLinkVariants({ variant }),
                    "data-slot": "header-link",
                    children: link.label,
                  })}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div
          data-slot="header-actions"
          className={cn("ms-auto items-center gap-3", collapse.wideFlex)}
        >
          {actions}
          {account?.signedIn === true ? (
            <AccountMenu
              name={account.name}
              accountHref={account.accountHref}
              onSignOut={account.onSignOut}
              renderLink={renderLink}
              variant={variant}
              labels={t}
            />
          ) : null}
          {account?.signedIn === false
            ? renderLink({
                href: account.loginHref,
                className: barButtonVariants({ variant }),
                "data-slot": "header-login",
                children: t.logIn,
              })
            : null}
        </div>
        <div data-slot="header-menu" className={cn("ms-auto", collapse.narrow)}>
          <MobileMenu
            links={links}
            actions={mobileActions ?? actions}
            account={account}
            renderLink={renderLink}
            variant={variant}
            labels={t}
          />
        </div>
      </Container>
    </header>
  );
}
