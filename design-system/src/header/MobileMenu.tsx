import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { MenuIcon } from "../icon/icons";
import type { LinkRenderer } from "../link-renderer/linkRenderer";
import { barButtonVariants } from "./headerClasses";
import type { HeaderAccount, HeaderLink, HeaderVariant } from "./headerTypes";
import type { headerMessages } from "./intl/catalog.gen";

export interface MobileMenuProps {
  links: readonly HeaderLink[];
  actions?: ReactNode;
  account?: HeaderAccount;
  renderLink: LinkRenderer;
  variant: HeaderVariant;
  labels: Record<keyof (typeof headerMessages)["en"], string>;
}

/** The lazily loaded module: the sheet and Radix Dialog under it. */
export type SheetModule = typeof import("./MobileMenuSheet");

let loaded: SheetModule | undefined;
let loading: Promise<SheetModule> | undefined;

/**
 * Loads the sheet's code once (Radix Dialog, its focus trap and scroll lock:
 * about 13 kB gzip in the site's build). A failed load is retried on the next
 * attempt.
 */
export function loadMobileMenuSheet(): Promise<SheetModule> {
  loading ??= import("./MobileMenuSheet").then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const preload = () => {
  loadMobileMenuSheet().catch(() => {});
};

/**
 * The navigation below `md`: a menu button opening a sheet from the reading
 * end side. The button is always this plain one (what the prerendered page
 * holds and hydrates, so nothing moves or remounts); the sheet's code loads
 * when the button is first hovered, focused or touched, and a press before it
 * arrives opens the sheet as soon as it does.
 */
export function MobileMenu({ variant, labels, ...sheetProps }: MobileMenuProps) {
  const [sheet, setSheet] = useState<SheetModule | null>(loaded ?? null);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // A module loaded by another header instance (or before this one mounted) is picked up.
  useEffect(() => {
    if (!sheet && loaded) setSheet(loaded);
  }, [sheet]);

  const openSheet = () => {
    const show = (ready: SheetModule) => {
      setSheet(ready);
      setOpen(true);
    };
    if (loaded) show(loaded);
    else loadMobileMenuSheet().then(show, () => {});
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        data-slot="header-menu-button"
        aria-label={labels.menu}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-state={open ? "open" : "closed"}
        className={barButtonVariants({ variant, shape: "icon" })}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => (open ? setOpen(false) : openSheet())}
      >
        <MenuIcon />
      </button>
      {sheet ? (
        <sheet.MobileMenuSheet
          {...sheetProps}
          labels={labels}
          open={open}
          onOpenChange={setOpen}
          triggerRef={triggerRef}
          panelId={panelId}
        />
      ) : null}
    </>
  );
}
