/**
 * The look of a dropdown menu and its items, shared by the account menu and
 * the language switcher. The panel is portalled to the end of the body, so it
 * sets its own font and colours rather than inheriting the trigger's (a menu
 * opened from the dark footer is still a light panel). It never grows past
 * the room Radix measures between the trigger and the viewport edge: a long
 * list scrolls instead of running off screen.
 */
export const MENU_CONTENT_CLASSES = [
  "z-(--mvpn-z-index-dropdown) min-w-52 overflow-y-auto rounded-card border border-border bg-surface-raised p-1 font-sans text-text shadow-mid",
  "max-h-(--radix-dropdown-menu-content-available-height) focus:outline-none",
].join(" ");

export const MENU_ITEM_CLASSES = [
  "flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-control px-3 py-2 text-start text-base text-text no-underline",
  "hover:bg-surface-sunken focus:bg-surface-sunken",
  "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus",
  "[&_svg]:size-5 [&_svg]:shrink-0",
].join(" ");
