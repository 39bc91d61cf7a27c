import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { FocusEvent, KeyboardEvent, ReactElement, ReactNode, RefObject } from "react";
import { cn } from "../lib/cn";
import { MENU_CONTENT_CLASSES } from "./menuClasses";
import { isPrintableKey, menuItemsOf, typeaheadMatch, typeaheadNamesOf } from "./typeahead";

/** The item a key press on the trigger asks for once the menu shows. */
export type MenuFocusTarget = "first" | "last" | "checked";

/**
 * The gap between trigger and menu, and the margin kept from the viewport's
 * edges when Radix flips or shifts the menu: `space.2` (0.5 rem) of
 * @mvpn/tokens. Radix's positioning takes pixels, not a CSS length.
 */
const MENU_GAP_PX = 8;

export interface MenuPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger button (it becomes Radix's trigger). */
  trigger: ReactElement;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Set by the key press that opened the menu; read (and cleared) when focus enters it. */
  focusTarget: RefObject<MenuFocusTarget | null>;
  side: "top" | "bottom";
  align: "start" | "end";
  "data-slot": string;
  className?: string;
  children: ReactNode;
}

/**
 * Radix DropdownMenu with the house keyboard rules on top. This module is
 * loaded on the first open (see `LazyDropdownMenu`), so its bytes are not
 * in a page's critical JavaScript.
 *
 * - Not modal: the page stays in the accessibility tree and clickable, as the
 *   menu button pattern has it; a click outside or focus leaving closes it.
 * - Portalled to the end of the body; Radix gives the content the
 *   `DirectionProvider`'s `dir` (the `LocaleProvider` sets it), and
 *   `side`/`align` are logical: `end` is the left edge in Arabic. It flips to
 *   the other side and shifts along the trigger when it would leave the
 *   viewport.
 * - Arrows wrap (`loop`), Home/End jump, Escape closes and returns focus.
 * - A key press on the trigger picks the item that gets focus (the checked
 *   one, or the last for ArrowUp); Radix alone would always take the first.
 * - Tab closes the menu and moves on from the trigger, where the menu sits in
 *   the tab order (Radix keeps focus in the menu instead).
 */
export function MenuPopup({
  open,
  onOpenChange,
  trigger,
  triggerRef,
  focusTarget,
  side,
  align,
  className,
  children,
  ...props
}: MenuPopupProps) {
  const focusTargetItem = (event: FocusEvent<HTMLDivElement>) => {
    const target = focusTarget.current;
    if (target === null || event.target !== event.currentTarget) return;
    focusTarget.current = null;
    const items = menuItemsOf(event.currentTarget);
    const checked = items.find((item) => item.getAttribute("aria-checked") === "true");
    const item =
      target === "last" ? items.at(-1) : target === "checked" ? (checked ?? items[0]) : items[0];
    if (!item) return;
    // Radix's own entry focus (the first item) is skipped.
    event.preventDefault();
    // Not scrolled to: the menu may not be in its place yet.
    item.focus({ preventScroll: true });
  };

  const typeahead = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isPrintableKey(event)) return;
    // Ours instead of Radix's, which would also run on this key.
    event.preventDefault();
    const items = menuItemsOf(event.currentTarget);
    const current = items.indexOf(document.activeElement as HTMLElement);
    items[typeaheadMatch(items.map(typeaheadNamesOf), current, event.key)]?.focus();
  };

  const tabMovesOn = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab") return;
    // Keep the event from Radix, which cancels Tab, and let the browser move
    // focus on from the trigger. Focus leaving the menu closes it, and Radix
    // then leaves focus where Tab put it.
    event.stopPropagation();
    triggerRef.current?.focus();
  };

  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side={side}
          align={align}
          sideOffset={MENU_GAP_PX}
          collisionPadding={MENU_GAP_PX}
          loop
          className={cn(MENU_CONTENT_CLASSES, className)}
          onFocus={focusTargetItem}
          onKeyDown={typeahead}
          onKeyDownCapture={tabMovesOn}
          {...props}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export { Item, RadioGroup, RadioItem } from "@radix-ui/react-dropdown-menu";
