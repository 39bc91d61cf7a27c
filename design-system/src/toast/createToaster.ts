import type { ReactNode } from "react";

/** SPEC.md §2: a toast is a success, a warning or an error. */
export type ToastType = "success" | "warn" | "error";
export const TOAST_TYPES = ["success", "warn", "error"] as const satisfies readonly ToastType[];

export interface ToastAction {
  label: string;
  /** What the action does, for screen readers that reach the toast by its announcement. */
  altText?: string;
  onClick: () => void;
}

export interface ToastOptions {
  /** Reusing an id replaces that toast instead of stacking another. */
  id?: string;
  title?: ReactNode;
  /** Milliseconds on screen; the Toaster's (6000, SPEC.md §2) by default. `Infinity` keeps it. */
  duration?: number;
  action?: ToastAction;
}

export interface ToastRecord extends Omit<ToastOptions, "id"> {
  readonly id: string;
  readonly type: ToastType;
  readonly message: ReactNode;
}

/**
 * The toasts to show, kept outside React so any code can raise one
 * (`toaster.error("Payment failed")`); a `<Toaster toaster={…}/>` shows them.
 */
export interface ToasterStore {
  success(message: ReactNode, options?: ToastOptions): string;
  warn(message: ReactNode, options?: ToastOptions): string;
  error(message: ReactNode, options?: ToastOptions): string;
  show(type: ToastType, message: ReactNode, options?: ToastOptions): string;
  /** Removes one toast, or all of them without an id. */
  dismiss(id?: string): void;
  /** The toasts on screen, oldest first. Stable between changes. */
  toasts(): readonly ToastRecord[];
  subscribe(listener: () => void): () => void;
}

export interface CreateToasterOptions {
  /** How many toasts may be on screen; the oldest goes first. 3 by default. */
  limit?: number;
}

export function createToaster({ limit = 3 }: CreateToasterOptions = {}): ToasterStore {
  let toasts: readonly ToastRecord[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const update = (next: readonly ToastRecord[]) => {
    toasts = next;
    for (const listener of [...listeners]) listener();
  };

  const show = (type: ToastType, message: ReactNode, options: ToastOptions = {}) => {
    const { id = `toast-${nextId++}`, ...rest } = options;
    const record: ToastRecord = { ...rest, id, type, message };
    const others = toasts.filter((toast) => toast.id !== id);
    update([...others, record].slice(-Math.max(1, limit)));
    return id;
  };

  return {
    show,
    success: (message, options) => show("success", message, options),
    warn: (message, options) => show("warn", message, options),
    error: (message, options) => show("error", message, options),
    dismiss(id) {
      if (id === undefined) {
        if (toasts.length > 0) update([]);
        return;
      }
      if (toasts.some((toast) => toast.id === id)) {
        update(toasts.filter((toast) => toast.id !== id));
      }
    },
    toasts: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * The shared toaster, for sites with a single `<Toaster />`:
 * `toast.success("Password changed")`. Create your own with `createToaster()`
 * for tests or for a second viewport.
 */
export const toast: ToasterStore = /* @__PURE__ */ createToaster();
