/**
 * The look of a popup menu and its items, shared by the account menu and the
 * language switcher. The panel has no display utility of its own: it is
 * hidden with the `hidden` attribute, which a `flex`/`block` class would
 * override in a page without Tailwind's preflight.
 */
export const MENU_PANEL_CLASSES =
  "absolute z-(--mvpn-z-index-dropdown) min-w-52 rounded-card border border-border bg-surface-raised p-1 text-text shadow-mid";

export const MENU_ITEM_CLASSES = [
  "flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-control px-3 py-2 text-start text-base text-text no-underline",
  "hover:bg-surface-sunken focus:bg-surface-sunken",
  "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus",
  "[&_svg]:size-5 [&_svg]:shrink-0",
].join(" ");
