import { ChevronDownIcon, LogOutIcon, UserIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import type { LinkRenderer } from "../link-renderer/linkRenderer";
import { MENU_ITEM_CLASSES, MENU_PANEL_CLASSES } from "../menu-popup/menuClasses";
import { useMenuPopup } from "../menu-popup/useMenuPopup";
import { barButtonVariants } from "./headerClasses";
import type { HeaderVariant, SignedInAccount } from "./headerTypes";

export interface AccountMenuProps extends Omit<SignedInAccount, "signedIn"> {
  renderLink: LinkRenderer;
  variant: HeaderVariant;
  labels: { account: string; myAccount: string; logOut: string };
}

/**
 * The signed-in user's menu button: their name opens "My account" and "Log
 * out" (APG menu button: arrows move, Escape closes and returns focus).
 */
export function AccountMenu({
  name,
  accountHref,
  onSignOut,
  renderLink,
  variant,
  labels,
}: AccountMenuProps) {
  const menu = useMenuPopup();
  return (
    <div data-slot="header-account" className="relative" {...menu.rootProps}>
      <button
        data-slot="header-account-trigger"
        className={cn(barButtonVariants({ variant }), "group")}
        {...menu.triggerProps}
      >
        <UserIcon />
        <span className="sr-only">{`${labels.account}:`}</span>{" "}
        <bdi className="max-w-48 truncate">{name}</bdi>
        <ChevronDownIcon className="ease-enter transition-transform duration-150 group-aria-expanded:rotate-180 motion-reduce:transition-none" />
      </button>
      <div
        data-slot="header-account-menu"
        className={cn(MENU_PANEL_CLASSES, "end-0 top-full mt-2")}
        {...menu.menuProps}
      >
        {renderLink({
          href: accountHref,
          role: "menuitem",
          tabIndex: -1,
          className: MENU_ITEM_CLASSES,
          "data-slot": "header-account-link",
          onClick: () => menu.close(),
          children: (
            <>
              <UserIcon />
              {labels.myAccount}
            </>
          ),
        })}
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          data-slot="header-account-logout"
          className={MENU_ITEM_CLASSES}
          onClick={() => {
            menu.close({ returnFocus: true });
            onSignOut();
          }}
        >
          <LogOutIcon />
          {labels.logOut}
        </button>
      </div>
    </div>
  );
}
