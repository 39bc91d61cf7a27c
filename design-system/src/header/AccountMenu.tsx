import { LazyDropdownMenu } from "../dropdown-menu/LazyDropdownMenu";
import { MENU_ITEM_CLASSES } from "../dropdown-menu/menuClasses";
import { ChevronDownIcon, LogOutIcon, UserIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import type { LinkRenderer } from "../link-renderer/linkRenderer";
import { barButtonVariants } from "./headerClasses";
import type { HeaderVariant, SignedInAccount } from "./headerTypes";

export interface AccountMenuProps extends Omit<SignedInAccount, "signedIn"> {
  renderLink: LinkRenderer;
  variant: HeaderVariant;
  labels: { account: string; myAccount: string; logOut: string };
}

/**
 * The signed-in user's menu button: their name opens "My account" and "Log
 * out" (a Radix dropdown menu, loaded on first open: arrows move, Escape
 * closes and returns focus).
 */
export function AccountMenu({
  name,
  accountHref,
  onSignOut,
  renderLink,
  variant,
  labels,
}: AccountMenuProps) {
  return (
    <div data-slot="header-account" className="relative">
      <LazyDropdownMenu
        slot="header-account-menu"
        initialFocus="first"
        side="bottom"
        align="end"
        trigger={
          <button
            type="button"
            data-slot="header-account-trigger"
            className={cn(barButtonVariants({ variant }), "group")}
          >
            <UserIcon />
            <span className="sr-only">{`${labels.account}:`}</span>{" "}
            <bdi className="max-w-48 truncate">{name}</bdi>
            <ChevronDownIcon className="ease-enter transition-transform duration-150 group-aria-expanded:rotate-180 motion-reduce:transition-none" />
          </button>
        }
      >
        {(menu, close) => (
          <>
            <menu.Item asChild>
              {renderLink({
                href: accountHref,
                className: MENU_ITEM_CLASSES,
                "data-slot": "header-account-link",
                // On click rather than Radix's onSelect: a router link may
                // cancel the click before passing it on.
                onClick: close,
                children: (
                  <>
                    <UserIcon />
                    {labels.myAccount}
                  </>
                ),
              })}
            </menu.Item>
            <menu.Item asChild>
              <button
                type="button"
                data-slot="header-account-logout"
                className={MENU_ITEM_CLASSES}
                onClick={() => {
                  close();
                  onSignOut();
                }}
              >
                <LogOutIcon />
                {labels.logOut}
              </button>
            </menu.Item>
          </>
        )}
      </LazyDropdownMenu>
    </div>
  );
}
