import * as DialogPrimitive from "@radix-ui/react-dialog";
import {
  type ComponentProps,
  createContext,
  type RefObject,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
} from "react";
import { buttonVariants } from "../button/buttonVariants";
import { useMessages } from "../i18n/messages";
import { CloseIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { useLocale } from "../locale/LocaleProvider";
import { modalMessages } from "./intl/catalog.gen";

interface ModalContextValue {
  /** How many `ModalTrigger`s are mounted: with none, focus goes back to whatever opened the dialog. */
  triggerCount: RefObject<number>;
}

const ModalContext = createContext<ModalContextValue | null>(null);

export type ModalProps = ComponentProps<typeof DialogPrimitive.Root>;

/**
 * A modal dialog (SPEC.md §2 "Modal dialog"), on Radix Dialog: focus is
 * trapped inside, Escape and the overlay close it, and focus returns to the
 * trigger, or to the element that had focus when it opened (a dialog opened
 * from code has no trigger). Open it with `ModalTrigger`, or control it with
 * `open`/`onOpenChange`. For confirm and alert prompts from code, see
 * `createDialogs` and `DialogHost`.
 */
export function Modal(props: ModalProps) {
  const triggerCount = useRef(0);
  const value = useMemo(() => ({ triggerCount }), []);
  return (
    <ModalContext.Provider value={value}>
      <DialogPrimitive.Root {...props} />
    </ModalContext.Provider>
  );
}

export type ModalTriggerProps = ComponentProps<typeof DialogPrimitive.Trigger>;

/** The button that opens the dialog; `asChild` renders your own button with its behaviour. */
export function ModalTrigger(props: ModalTriggerProps) {
  const context = useContext(ModalContext);
  useLayoutEffect(() => {
    if (!context) return;
    context.triggerCount.current += 1;
    return () => {
      context.triggerCount.current -= 1;
    };
  }, [context]);
  return <DialogPrimitive.Trigger data-slot="modal-trigger" {...props} />;
}

export interface ModalContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Shows an × button at the top end corner. Confirm dialogs have Cancel and leave it off. */
  showCloseButton?: boolean;
  /** Accessible name of the × button; the locale's "Close" by default. */
  closeLabel?: string;
  /** Where the dialog is portalled; `document.body` by default. */
  container?: ComponentProps<typeof DialogPrimitive.Portal>["container"];
  /** Extra classes for the backdrop. */
  overlayClassName?: string;
  /**
   * `inline`: laid out where it is portalled (a review page showing several
   * dialogs side by side, non-modal) instead of centred over the viewport.
   */
  placement?: "viewport" | "inline";
  /** Space between the dialog's blocks: `md` (default) or `lg` (a promotion). */
  gap?: "md" | "lg";
  /** `onBrand`: the caller paints the panel (a brand band) and its text colour. */
  tone?: "default" | "onBrand";
}

const overlayClasses = [
  "fixed inset-0 z-(--mvpn-z-index-overlay) bg-overlay",
  "transition-opacity duration-(--mvpn-motion-duration-base) ease-enter starting:opacity-0",
  "motion-reduce:transition-none",
];

// Centred with `inset-0 m-auto h-fit` rather than a translate, so nothing
// depends on the writing direction. Width: between 78 and 104 units (SPEC.md
// §9, 312–416 px), and never wider than the viewport minus 1 rem each side.
const contentClasses = [
  "h-fit max-w-modal-max min-w-[min(var(--container-modal-min),calc(100%_-_2rem))]",
  "overflow-y-auto overscroll-contain",
  "flex flex-col p-6",
  "rounded-card bg-surface-raised font-sans shadow-high focus:outline-none",
  // Enters by fading in and scaling from 96 % (DESIGN-LANGUAGE.md "Motion").
  "scale-100 transition-[opacity,scale] duration-(--mvpn-motion-duration-base) ease-enter",
  "starting:scale-(--mvpn-motion-scale-modal-from) starting:opacity-0",
  "motion-reduce:transition-none",
];

const placementClasses = {
  viewport:
    "fixed inset-0 z-(--mvpn-z-index-modal) m-auto w-[calc(100%_-_2rem)] max-h-[calc(100%_-_2rem)]",
  inline: "relative inset-auto z-auto m-0 w-full",
} as const;
const gapClasses = { md: "gap-4", lg: "gap-5" } as const;
const toneClasses = { default: "text-text", onBrand: "" } as const;

/**
 * The dialog panel and its backdrop, portalled to the end of the body. The
 * portal leaves the page's `dir` behind, so the panel gets the locale's own.
 *
 * It leaves without an exit animation: Radix keeps a closing dialog mounted
 * only for a CSS keyframe animation, and the design system ships no keyframes
 * (utilities only), so entering is animated with `@starting-style` and leaving
 * is immediate.
 */
export function ModalContent({
  className,
  children,
  showCloseButton = false,
  closeLabel,
  container,
  overlayClassName,
  placement = "viewport",
  gap = "md",
  tone = "default",
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ModalContentProps) {
  const { dir } = useLocale();
  const t = useMessages(modalMessages);
  const context = useContext(ModalContext);
  const opener = useRef<HTMLElement | null>(null);

  return (
    <DialogPrimitive.Portal container={container}>
      <DialogPrimitive.Overlay
        data-slot="modal-overlay"
        className={cn(overlayClasses, overlayClassName)}
      />
      <DialogPrimitive.Content
        data-slot="modal-content"
        data-close-button={showCloseButton || undefined}
        dir={dir}
        className={cn(
          contentClasses,
          placementClasses[placement],
          gapClasses[gap],
          toneClasses[tone],
          className,
        )}
        onOpenAutoFocus={(event) => {
          // Runs before focus moves in: what has focus now opened the dialog.
          const active = document.activeElement;
          opener.current =
            active instanceof HTMLElement && active !== document.body ? active : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          // With a trigger, Radix focuses it; without one it would drop focus on the body.
          if (event.defaultPrevented || (context?.triggerCount.current ?? 0) > 0) return;
          event.preventDefault();
          const target = opener.current;
          opener.current = null;
          if (target?.isConnected) target.focus();
        }}
        {...props}
      >
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close
            data-slot="modal-close-button"
            aria-label={closeLabel ?? t("close")}
            className={cn(
              buttonVariants({ variant: "ghost", size: "icon" }),
              "absolute end-2 top-2",
            )}
          >
            <CloseIcon />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export interface ModalTitleProps extends ComponentProps<typeof DialogPrimitive.Title> {
  /** `lg`: the headline of a promotion, larger and heavier. */
  size?: "md" | "lg";
}

const titleSizes = {
  md: "text-xl leading-tight font-bold",
  lg: "text-2xl font-extrabold tracking-tight",
} as const;

/** The dialog's name for screen readers and its visible heading (an `h2`). */
export function ModalTitle({ className, size = "md", ...props }: ModalTitleProps) {
  return (
    <DialogPrimitive.Title
      data-slot="modal-title"
      className={cn(
        "font-display text-text",
        titleSizes[size],
        // Room for the × button at the end of the first line.
        "in-data-close-button:pe-10",
        className,
      )}
      {...props}
    />
  );
}

export type ModalDescriptionProps = ComponentProps<typeof DialogPrimitive.Description>;

/** The dialog's message; screen readers read it with the title when it opens. */
export function ModalDescription({ className, ...props }: ModalDescriptionProps) {
  return (
    <DialogPrimitive.Description
      data-slot="modal-description"
      className={cn("text-text-muted text-base leading-normal", className)}
      {...props}
    />
  );
}

export interface ModalFooterProps extends ComponentProps<"div"> {
  /** Where the actions sit from `sm`: at the end of the line (default) or centred (a promotion's one action). */
  align?: "end" | "center";
}

/** The row of actions: stacked with the main action on top on phones, at the end of the line from `sm`. */
export function ModalFooter({ className, align = "end", ...props }: ModalFooterProps) {
  return (
    <div
      data-slot="modal-footer"
      className={cn(
        "mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap",
        align === "center" ? "sm:justify-center" : "sm:justify-end",
        className,
      )}
      {...props}
    />
  );
}

export type ModalCloseProps = ComponentProps<typeof DialogPrimitive.Close>;

/** Closes the dialog; wrap a `Button` with `asChild` to make a Cancel or OK button. */
export function ModalClose(props: ModalCloseProps) {
  return <DialogPrimitive.Close data-slot="modal-close" {...props} />;
}
