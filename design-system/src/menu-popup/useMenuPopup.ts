import {
  type FocusEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { isPrintableKey, typeaheadMatch, verticalMove } from "./focusMoves";
import { menuItemsOf, typeaheadNamesOf } from "./menuItems";

type FocusTarget = "first" | "last" | "checked";

/**
 * A menu button (WAI-ARIA APG "menu button" pattern) without a portal: the
 * menu sits beside its trigger in the page, so it keeps the page's `dir`.
 *
 * - Enter, Space or ArrowDown on the trigger open the menu on the checked
 *   item (or the first); ArrowUp opens it on the last.
 * - In the menu ArrowDown/ArrowUp move (wrapping), Home/End jump, a letter
 *   jumps to the next item starting with it, Escape closes and returns focus
 *   to the trigger, Tab closes and lets focus move on.
 * - A pointer press outside closes it.
 */
export function useMenuPopup() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);
  const menuId = useId();
  const triggerId = useId();

  const openMenu = useCallback((focus: FocusTarget) => {
    pendingFocus.current = focus;
    setOpen(true);
  }, []);

  const close = useCallback((options: { returnFocus?: boolean } = {}) => {
    setOpen(false);
    if (options.returnFocus) triggerRef.current?.focus();
  }, []);

  // Focus moves into the menu once it is shown (it is `hidden` until then).
  useLayoutEffect(() => {
    if (!open || pendingFocus.current === null) return;
    const items = menuItemsOf(menuRef.current);
    const target = pendingFocus.current;
    pendingFocus.current = null;
    const checked = items.find((item) => item.getAttribute("aria-checked") === "true");
    const item =
      target === "last" ? items.at(-1) : target === "checked" ? (checked ?? items[0]) : items[0];
    item?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onTriggerClick = useCallback(() => {
    if (open) close();
    else openMenu("checked");
  }, [open, close, openMenu]);

  const onTriggerKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        openMenu(event.key === "ArrowUp" ? "last" : "checked");
      }
    },
    [openMenu],
  );

  const onMenuKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const items = menuItemsOf(menuRef.current);
      const current = items.indexOf(document.activeElement as HTMLElement);
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        close({ returnFocus: true });
        return;
      }
      if (event.key === "Tab") {
        close();
        return;
      }
      // A link has no Space activation of its own; a menu item must have one.
      if (event.key === " " && items[current]?.tagName === "A") {
        event.preventDefault();
        items[current]?.click();
        return;
      }
      const next = verticalMove(event.key, current, items.length);
      if (next !== null) {
        event.preventDefault();
        items[next]?.focus();
        return;
      }
      if (isPrintableKey(event)) {
        const match = typeaheadMatch(items.map(typeaheadNamesOf), current, event.key);
        if (match >= 0) {
          event.preventDefault();
          items[match]?.focus();
        }
      }
    },
    [close],
  );

  // Focus leaving the whole widget (say, a click into the page) closes the menu.
  const onRootBlur = useCallback((event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) setOpen(false);
  }, []);

  return {
    open,
    close,
    rootProps: { ref: rootRef, onBlur: onRootBlur },
    triggerProps: {
      ref: triggerRef,
      id: triggerId,
      type: "button" as const,
      "aria-haspopup": "menu" as const,
      "aria-expanded": open,
      "aria-controls": menuId,
      onClick: onTriggerClick,
      onKeyDown: onTriggerKeyDown,
    },
    menuProps: {
      ref: menuRef,
      id: menuId,
      role: "menu" as const,
      "aria-labelledby": triggerId,
      hidden: !open,
      onKeyDown: onMenuKeyDown,
    },
  };
}
