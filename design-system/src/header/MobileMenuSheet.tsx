import * as Dialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import { buttonVariants } from "../button/buttonVariants";
import { CloseIcon, LogOutIcon, UserIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { useLocale } from "../locale/LocaleProvider";
import { fillWithNode } from "./fillWithNode";
import { barButtonVariants } from "./headerClasses";
import type { MobileMenuProps } from "./MobileMenu";

const PANEL_LINK = cn(
  "rounded-control text-text flex min-h-12 w-full cursor-pointer items-center gap-3 px-3 text-start text-base font-medium no-underline",
  "hover:bg-surface-sunken aria-[current=page]:bg-accent-subtle aria-[current=page]:text-text-accent",
  "focus-visible:outline-focus focus-visible:outline-2 focus-visible:-outline-offset-2",
  "[&_svg]:size-5 [&_svg]:shrink-0",
);

export interface MobileMenuSheetProps extends Omit<MobileMenuProps, "variant"> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button (outside this module): focus returns to it on close. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The panel's id, which the button's `aria-controls` names. */
  panelId: string;
}

/**
 * The sheet of the mobile menu (Radix Dialog: focus is trapped inside, Escape
 * closes, focus goes back to the button), loaded on the menu's first use
 * (MobileMenu). It is portalled out of the page, so it gets the locale's
 * `dir` itself.
 */
export function MobileMenuSheet({
  open,
  onOpenChange,
  triggerRef,
  panelId,
  links,
  actions,
  account,
  renderLink,
  labels,
}: MobileMenuSheetProps) {
  const { dir } = useLocale();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-slot="header-menu-overlay"
          className="bg-overlay ease-enter fixed inset-0 z-(--mvpn-z-index-overlay) transition-opacity duration-200 motion-reduce:transition-none starting:opacity-0"
        />
        <Dialog.Content
          id={panelId}
          dir={dir}
          // No Radix trigger (the button is the page's own, see MobileMenu):
          // focus goes back to it by hand.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          aria-describedby={undefined}
          data-slot="header-menu-panel"
          className={cn(
            "bg-surface-raised text-text shadow-high fixed inset-y-0 end-0 z-(--mvpn-z-index-modal) flex w-[85vw] max-w-sm flex-col overflow-y-auto",
            "ease-enter transition-transform duration-250 motion-reduce:transition-none",
            "starting:ltr:translate-x-full starting:rtl:-translate-x-full",
            "focus:outline-none",
          )}
        >
          <div className="border-border flex h-16 shrink-0 items-center justify-between gap-4 border-b px-4">
            <Dialog.Title className="text-lg font-semibold">{labels.menu}</Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                data-slot="header-menu-close"
                aria-label={labels.closeMenu}
                className={barButtonVariants({ variant: "default", shape: "icon" })}
              >
                <CloseIcon />
              </button>
            </Dialog.Close>
          </div>
          <nav aria-label={labels.mainNavigation} data-slot="header-menu-nav" className="px-2 py-4">
            <ul className="flex flex-col gap-1">
              {links.map((link) => (
                <li key={link.href}>
                  {renderLink({
                    href: link.href,
                    "aria-current": link.current ? "page" : undefined,
                    className: PANEL_LINK,
                    "data-slot": "header-menu-link",
                    onClick: close,
                    children: link.label,
                  })}
                </li>
              ))}
            </ul>
          </nav>
          {actions ? (
            <div
              data-slot="header-menu-actions"
              className="border-border flex flex-col gap-3 border-t px-4 py-4"
            >
              {actions}
            </div>
          ) : null}
          {account ? (
            <div
              data-slot="header-menu-account"
              className="border-border mt-auto flex flex-col gap-1 border-t px-2 py-4"
            >
              {account.signedIn ? (
                <>
                  <p className="text-text-muted px-3 pb-2 text-sm">
                    {fillWithNode(labels.signedInAs, "name", <bdi>{account.name}</bdi>)}
                  </p>
                  {renderLink({
                    href: account.accountHref,
                    className: PANEL_LINK,
                    "data-slot": "header-menu-account-link",
                    onClick: close,
                    children: (
                      <>
                        <UserIcon />
                        {labels.myAccount}
                      </>
                    ),
                  })}
                  <button
                    type="button"
                    data-slot="header-menu-logout"
                    className={PANEL_LINK}
                    onClick={() => {
                      close();
                      account.onSignOut();
                    }}
                  >
                    <LogOutIcon />
                    {labels.logOut}
                  </button>
                </>
              ) : (
                <div className="px-2">
                  {renderLink({
                    href: account.loginHref,
                    className: buttonVariants({ variant: "primary", fullWidth: true }),
                    "data-slot": "header-menu-login",
                    onClick: close,
                    children: labels.logIn,
                  })}
                </div>
              )}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
