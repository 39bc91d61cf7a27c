import type { ReactNode } from "react";

export type DialogTone = "default" | "danger";

export interface ConfirmOptions {
  title: ReactNode;
  message?: ReactNode;
  /** The accepting button; the locale's "Confirm" by default. */
  confirmLabel?: string;
  /** The declining button; the locale's "Cancel" by default. */
  cancelLabel?: string;
  /** `danger` paints the accepting button red, for destructive actions. */
  tone?: DialogTone;
}

export interface AlertOptions {
  title: ReactNode;
  message?: ReactNode;
  /** The one button; "OK" in the locale by default (SPEC.md §2). */
  okLabel?: string;
}

export type DialogRequest =
  | ({ readonly kind: "confirm"; readonly id: number } & Readonly<ConfirmOptions>)
  | ({ readonly kind: "alert"; readonly id: number } & Readonly<AlertOptions>);

/**
 * Confirm and alert prompts that any code can await, React or not (an API
 * client answering "session expired", SPEC.md §4). A `DialogHost` given the
 * same object shows them one at a time, in the order they were asked.
 */
export interface Dialogs {
  /** Resolves true when accepted, false when cancelled (Cancel, Escape, a click outside). */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** Resolves when the reader dismisses it, whichever way. */
  alert(options: AlertOptions): Promise<void>;
  /** The prompt to show now (the head of the queue), or null. Stable between changes. */
  current(): DialogRequest | null;
  /** How many prompts are waiting, the one shown included. */
  size(): number;
  subscribe(listener: () => void): () => void;
  /** Answers the prompt with this id and moves on to the next one. */
  settle(id: number, accepted: boolean): void;
  /** Answers every waiting prompt as cancelled, e.g. before leaving the page. */
  cancelAll(): void;
}

export function createDialogs(): Dialogs {
  let queue: DialogRequest[] = [];
  let nextId = 1;
  const answers = new Map<number, (accepted: boolean) => void>();
  const listeners = new Set<() => void>();

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const enqueue = (request: DialogRequest, answer: (accepted: boolean) => void) => {
    answers.set(request.id, answer);
    queue = [...queue, request];
    notify();
  };

  const settle = (id: number, accepted: boolean) => {
    const answer = answers.get(id);
    if (!answer) return;
    answers.delete(id);
    queue = queue.filter((request) => request.id !== id);
    notify();
    answer(accepted);
  };

  return {
    confirm: (options) =>
      new Promise<boolean>((resolve) => {
        enqueue({ ...options, kind: "confirm", id: nextId++ }, resolve);
      }),
    alert: (options) =>
      new Promise<void>((resolve) => {
        enqueue({ ...options, kind: "alert", id: nextId++ }, () => resolve());
      }),
    current: () => queue[0] ?? null,
    size: () => queue.length,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    settle,
    cancelAll() {
      for (const request of queue) settle(request.id, false);
    },
  };
}
