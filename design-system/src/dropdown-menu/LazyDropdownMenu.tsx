import {
  type ComponentProps,
  cloneElement,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useRef,
  useState,
} from "react";
import type { MenuFocusTarget } from "./MenuPopup";

/** The lazily loaded module: Radix DropdownMenu and the parts items are built from. */
export type MenuParts = typeof import("./MenuPopup");

let loaded: MenuParts | undefined;
let loading: Promise<MenuParts> | undefined;

/**
 * Loads the menu's code once (Radix DropdownMenu and its positioning: about
 * 16 kB gzip in the site's build). A failed load is retried on the next
 * attempt.
 */
export function loadMenuParts(): Promise<MenuParts> {
  loading ??= import("./MenuPopup").then(
    (parts) => {
      loaded = parts;
      return parts;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const preload = () => {
  loadMenuParts().catch(() => {});
};

export interface LazyDropdownMenuProps {
  /** The menu button; it gets the menu button's ARIA and handlers. */
  trigger: ReactElement<ComponentProps<"button">>;
  /** The items, built from the loaded parts; `close` closes the menu and returns focus. */
  children: (parts: MenuParts, close: () => void) => ReactNode;
  /** What a click, Enter, Space and ArrowDown focus on opening: the first item or the checked one. */
  initialFocus: "first" | "checked";
  side?: "top" | "bottom";
  align?: "start" | "end";
  /** The menu panel's `data-slot`. */
  slot: string;
}

/**
 * A Radix dropdown menu whose code loads on the first open. Until then the
 * trigger is a plain button with the same ARIA (what the prerendered page
 * shows and hydrates); hovering or focusing it starts the download, so the
 * code is usually there by the time it is pressed. Pressed before that, the
 * menu opens as soon as the code arrives, on the item the key asked for.
 */
export function LazyDropdownMenu({
  trigger,
  children,
  initialFocus,
  side = "bottom",
  align = "end",
  slot,
}: LazyDropdownMenuProps) {
  // Always the plain button first: it is what the server rendered.
  const [parts, setParts] = useState<MenuParts | null>(null);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const focusTarget = useRef<MenuFocusTarget | null>(null);

  const openMenu = (target: MenuFocusTarget) => {
    focusTarget.current = target;
    const show = (ready: MenuParts) => {
      setParts(ready);
      setOpen(true);
    };
    if (loaded) show(loaded);
    else loadMenuParts().then(show, () => {});
  };

  // The menu button's keys (APG): Enter, Space and ArrowDown open it on the
  // checked or first item, ArrowUp on the last.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const toggles = event.key === "Enter" || event.key === " ";
    if (!toggles && event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    if (open && toggles) setOpen(false);
    else openMenu(event.key === "ArrowUp" ? "last" : initialFocus);
  };

  // A press opens the menu as Radix does, but on the same item as a key
  // (the previous menu did, and so does the APG example); Radix alone would
  // focus the panel. Before the code is loaded the press is ours to handle,
  // without moving focus to the button (the menu takes it).
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || event.ctrlKey || open) return;
    if (parts) {
      focusTarget.current = initialFocus;
      return;
    }
    event.preventDefault();
    openMenu(initialFocus);
  };

  const button = cloneElement(trigger, {
    ref: triggerRef,
    onKeyDown,
    onPointerDown,
    onPointerEnter: preload,
    onFocus: preload,
    ...(parts
      ? {}
      : ({ type: "button", "aria-haspopup": "menu", "aria-expanded": false } as const)),
  });
  if (!parts) return button;
  return (
    <parts.MenuPopup
      open={open}
      onOpenChange={setOpen}
      trigger={button}
      triggerRef={triggerRef}
      focusTarget={focusTarget}
      side={side}
      align={align}
      data-slot={slot}
    >
      {children(parts, () => setOpen(false))}
    </parts.MenuPopup>
  );
}
