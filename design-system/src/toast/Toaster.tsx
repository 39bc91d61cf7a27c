import { motion } from "@mvpn/tokens";
import * as ToastPrimitive from "@radix-ui/react-toast";
import { VisuallyHidden } from "@radix-ui/react-visually-hidden";
import { useSyncExternalStore } from "react";
import { feedbackIconClasses, feedbackIcons, feedbackSurfaceClasses } from "../alert/feedbackTone";
import { alertMessages } from "../alert/intl/catalog.gen";
import { Button } from "../button/Button";
import { buttonVariants } from "../button/buttonVariants";
import { useMessages } from "../i18n/messages";
import { CloseIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { useLocale } from "../locale/LocaleProvider";
import { toast as sharedToaster, type ToasterStore, type ToastRecord } from "./createToaster";
import { toastMessages } from "./intl/catalog.gen";

export interface ToasterProps {
  /** The store whose toasts to show; the shared `toast` by default. */
  toaster?: ToasterStore;
  /** Milliseconds a toast stays; 6000 (SPEC.md §2, `motion.duration.toast` of @mvpn/tokens). */
  duration?: number;
  className?: string;
}

const noToasts: readonly ToastRecord[] = [];
const serverSnapshot = () => noToasts;

/**
 * Where toasts appear: at the top centre of the viewport (SPEC.md §2). Mount
 * it once, inside the `LocaleProvider`. A toast leaves after 6 s, waits while
 * the pointer or focus is on it, can be swiped up or closed, and is read out:
 * errors at once (assertive), successes and warnings when the reader is free
 * (polite). F8 jumps to the toasts.
 */
export function Toaster({
  toaster = sharedToaster,
  duration = motion.duration.toast,
  className,
}: ToasterProps) {
  const { dir } = useLocale();
  const t = useMessages(toastMessages);
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.toasts, serverSnapshot);
  return (
    <ToastPrimitive.Provider duration={duration} swipeDirection="up" label={t("notification")}>
      {toasts.map((record) => (
        <ToastItem key={record.id} record={record} onClose={() => toaster.dismiss(record.id)} />
      ))}
      <ToastPrimitive.Viewport
        data-slot="toaster"
        // The toasts are portalled into this list, away from the page's `dir`.
        dir={dir}
        // Radix puts the key it listens to (F8) in place of "{hotkey}".
        label={t("region", { hotkey: "{hotkey}" })}
        className={cn(
          "fixed inset-x-0 top-0 z-(--mvpn-z-index-toast) m-0 mx-auto list-none",
          // Newest on top, right under the top edge where it slides in.
          "flex w-full max-w-md flex-col-reverse gap-2 p-4 outline-none",
          className,
        )}
      />
    </ToastPrimitive.Provider>
  );
}

function ToastItem({ record, onClose }: { record: ToastRecord; onClose: () => void }) {
  const t = useMessages(toastMessages);
  const tones = useMessages(alertMessages);
  const Icon = feedbackIcons[record.type];
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-type={record.type}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      // Errors interrupt; successes and warnings wait for a pause (Radix maps
      // foreground to aria-live="assertive", background to "polite").
      type={record.type === "error" ? "foreground" : "background"}
      duration={record.duration}
      className={cn(
        "rounded-card shadow-mid pointer-events-auto flex w-full items-start gap-3 border p-4 font-sans",
        feedbackSurfaceClasses[record.type],
        "focus-visible:outline-focus focus-visible:outline-2 focus-visible:outline-offset-2",
        // Slides down from the top centre (DESIGN-LANGUAGE.md "Motion"), follows a swipe up.
        "ease-enter translate-y-0 opacity-100 transition-[translate,opacity] duration-(--mvpn-motion-duration-base)",
        "starting:-translate-y-4 starting:opacity-0",
        "data-[swipe=move]:translate-y-(--radix-toast-swipe-move-y) data-[swipe=move]:transition-none",
        "data-[swipe=cancel]:translate-y-0",
        "motion-reduce:transition-none",
      )}
    >
      <Icon
        data-slot="toast-icon"
        className={cn("mt-0.5 size-5", feedbackIconClasses[record.type])}
      />
      <div data-slot="toast-body" className="flex min-w-0 flex-1 flex-col gap-1">
        <VisuallyHidden data-slot="toast-tone">
          {t("tonePrefix", { tone: tones(record.type) })}
        </VisuallyHidden>
        {record.title != null ? (
          <ToastPrimitive.Title
            data-slot="toast-title"
            className="text-base leading-tight font-semibold"
          >
            {record.title}
          </ToastPrimitive.Title>
        ) : null}
        <ToastPrimitive.Description data-slot="toast-message" className="text-sm leading-normal">
          {record.message}
        </ToastPrimitive.Description>
        {record.action ? (
          <ToastPrimitive.Action altText={record.action.altText ?? record.action.label} asChild>
            <Button
              size="sm"
              variant="outline"
              className="mt-2 self-start"
              onClick={record.action.onClick}
            >
              {record.action.label}
            </Button>
          </ToastPrimitive.Action>
        ) : null}
      </div>
      <ToastPrimitive.Close
        data-slot="toast-close"
        aria-label={t("close")}
        className={cn(
          buttonVariants({ variant: "ghost", size: "icon", tone: "inherit" }),
          "-my-2.5 -me-2.5",
        )}
      >
        <CloseIcon />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
