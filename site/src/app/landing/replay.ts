/**
 * What a visitor does to a page before React has taken it over (ADR 0024),
 * done again once it has, so nothing is lost in between:
 * - a press on a control React answers (a menu button, Pay) is held back and
 *   pressed again; links and native controls (`<a>`, `<summary>`, check
 *   boxes, text fields) work on their own and are left alone;
 * - a form sent before then (Enter in a field) is held back and sent again;
 * - what was typed, ticked or chosen is told to React as a change, because
 *   React keeps the field's value the browser shows but did not see it
 *   change, so its state would still hold the prerendered value.
 */
import { ANSWERED_BY_BOOT, EARLY_HOLD, type EarlyHold, HELD_PRESSES } from "./hydration-cue";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface Replay {
  /** Presses, sends and changes again what happened before hydration; later calls do nothing. */
  afterHydration(): void;
}

export function holdUntilHydrated(doc: Document = document): Replay {
  const presses: HTMLElement[] = [];
  const sends: HTMLFormElement[] = [];
  // What each field held after the visitor's last edit, read then: a render
  // during hydration sets a controlled field back to React's value.
  const changed = new Map<Field, string | boolean>();
  let done = false;
  // What the head script held before this chunk loaded (cookie-consent-boot.ts).
  const early = (doc.defaultView as unknown as Record<string, EarlyHold | undefined> | null)?.[
    EARLY_HOLD
  ];
  if (early) {
    early.stopped = true;
    presses.push(...early.presses.splice(0));
    sends.push(...early.sends.splice(0));
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(HELD_PRESSES);
    if (!control || control.closest(ANSWERED_BY_BOOT) || isDisabled(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!presses.includes(control)) presses.push(control);
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!sends.includes(form)) sends.push(form);
  };
  const onEdit = (event: Event) => {
    const target = event.target;
    if (
      target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement
    ) {
      changed.set(target, enteredValue(target));
    }
  };
  // What was typed before this listened (the landing loads after the first paint).
  for (const field of doc.querySelectorAll<Field>("input, textarea, select")) {
    if (editedBeforeNow(field)) changed.set(field, enteredValue(field));
  }
  doc.addEventListener("click", onClick, true);
  doc.addEventListener("submit", onSubmit, true);
  doc.addEventListener("input", onEdit, true);
  doc.addEventListener("change", onEdit, true);

  return {
    afterHydration() {
      if (done) return;
      done = true;
      doc.removeEventListener("click", onClick, true);
      doc.removeEventListener("submit", onSubmit, true);
      doc.removeEventListener("input", onEdit, true);
      doc.removeEventListener("change", onEdit, true);
      for (const [field, value] of changed) if (field.isConnected) tellReactOfChange(field, value);
      for (const control of presses) if (control.isConnected) control.click();
      for (const form of sends) if (form.isConnected) form.requestSubmit();
    },
  };
}

function isDisabled(element: Element): boolean {
  return element.matches(":disabled") || element.getAttribute("aria-disabled") === "true";
}

/**
 * React notices a change by comparing the field with the value it last saw
 * (its "value tracker", which wraps the element's own `value`/`checked`
 * setter). Setting another value through that wrapper, then the real one
 * through the prototype's setter, leaves the two different, so the event that
 * follows reaches the field's onChange with what the visitor entered.
 */
export function tellReactOfChange(
  field: Field,
  value: string | boolean = enteredValue(field),
): void {
  if (field instanceof HTMLSelectElement) {
    field.value = String(value);
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  if (isCheckable(field)) {
    const checked = Boolean(value);
    field.checked = !checked;
    setThroughPrototype(field, "checked", checked);
    // A plain Event, not a MouseEvent: it must not toggle the box again.
    field.dispatchEvent(new Event("click", { bubbles: true }));
    return;
  }
  const text = String(value);
  field.value = text === "" ? " " : "";
  setThroughPrototype(field, "value", text);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

function isCheckable(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");
}

/** What the visitor left in a field: its text, or whether it is ticked. */
function enteredValue(field: Field): string | boolean {
  return isCheckable(field) ? field.checked : field.value;
}

/** A field whose value differs from the one its HTML gave it. */
function editedBeforeNow(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

function setThroughPrototype(field: Field, property: "value" | "checked", value: unknown): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set;
  if (setter) setter.call(field, value);
  else (field as unknown as Record<string, unknown>)[property] = value;
}
