/**
 * The first signs that a visitor is about to use the page rather than read
 * it: a pointer moving or pressing, a touch, a key, focus entering the page,
 * a wheel. Scrolling by touch or key starts with a touchstart or keydown, so
 * `scroll` itself is not one (a hash link's jump at load would be).
 */
export const INTERACTION_EVENTS = [
  "pointermove",
  "pointerdown",
  "touchstart",
  "keydown",
  "focusin",
  "wheel",
] as const;

/**
 * Set on `<html>` by the head script (app/frame/cookie-consent-boot.ts) at
 * the first interaction, which may come before the landing chunk has loaded.
 */
export const EARLY_INTERACTION = "data-interacted";

/** Controls whose press only React can answer (replay.ts holds them until hydration). */
export const HELD_PRESSES = [
  "button",
  '[role="button"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="menuitem"]',
  '[role="combobox"]',
  'input[type="submit"]',
  'input[type="button"]',
].join(", ");

/** The cookie bar answers itself before hydration (cookie-consent-boot.ts). */
export const ANSWERED_BY_BOOT = '[data-slot="cookie-consent"] [data-action]';

/**
 * The window property where the head script keeps the presses and sends it
 * held before the landing chunk loaded; replay.ts takes them over and stops it.
 */
export const EARLY_HOLD = "__mvpnEarlyHold";

export interface EarlyHold {
  presses: HTMLElement[];
  sends: HTMLFormElement[];
  /** Set by replay.ts when it takes over: the head script holds nothing more. */
  stopped: boolean;
}

/**
 * Resolves on the first of INTERACTION_EVENTS anywhere in the document (or
 * at once when the head script saw one already), and removes its listeners
 * then. Passive capture listeners: they never delay the event they watch.
 */
export function firstInteraction(target: Document = document): Promise<void> {
  if (target.documentElement.hasAttribute(EARLY_INTERACTION)) return Promise.resolve();
  return new Promise((resolve) => {
    const options = { capture: true, passive: true } as const;
    const go = () => {
      for (const type of INTERACTION_EVENTS) target.removeEventListener(type, go, options);
      resolve();
    };
    for (const type of INTERACTION_EVENTS) target.addEventListener(type, go, options);
  });
}
