import { type ChangeEvent, type RefObject, useLayoutEffect, useRef } from "react";

/**
 * Reformatting a value as it is typed ("4242 4" after "42424") would throw the
 * caret to the end. This keeps it after the same number of digits as before,
 * or at the end when it was at the end, so editing inside a number works.
 */
export function useCaretAfterFormat(): [
  RefObject<HTMLInputElement | null>,
  (event: ChangeEvent<HTMLInputElement>, next: string) => void,
] {
  const ref = useRef<HTMLInputElement | null>(null);
  const pending = useRef<number | null>(null);

  // After every render: the formatted value is on screen by then.
  useLayoutEffect(() => {
    const input = ref.current;
    const caret = pending.current;
    pending.current = null;
    if (input === null || caret === null || input.ownerDocument.activeElement !== input) return;
    input.setSelectionRange(caret, caret);
  });

  const remember = (event: ChangeEvent<HTMLInputElement>, next: string) => {
    const raw = event.target.value;
    const at = event.target.selectionStart ?? raw.length;
    pending.current =
      at >= raw.length ? next.length : caretAfterDigits(next, digitsBefore(raw, at));
  };
  return [ref, remember];
}

const digitsBefore = (text: string, at: number) => text.slice(0, at).replace(/\D/g, "").length;

function caretAfterDigits(text: string, digits: number): number {
  if (digits === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (/\d/.test(text[index] ?? "")) seen += 1;
    if (seen === digits) return index + 1;
  }
  return text.length;
}
