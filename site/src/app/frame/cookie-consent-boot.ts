import { ACCEPTED_COOKIES_KEY } from "../../tracking/consent";
import {
  ANSWERED_BY_BOOT,
  EARLY_HOLD,
  EARLY_INTERACTION,
  HELD_PRESSES,
  INTERACTION_EVENTS,
} from "../landing/hydration-cue";

/**
 * Set on `<html>` once the visitor has answered the cookie-consent bar;
 * app.css hides the prerendered bar under it, so a returning visitor never
 * sees it flash before hydration removes it.
 */
export const COOKIE_CONSENT_ANSWERED = "data-cookie-consent";

/**
 * The document's one inline script of its own, in the `<head>` (allowed by its
 * hash like React Router's: site/scripts/write-site-files.ts). The bar is in
 * the prerendered HTML (CookieBar.tsx); until React has hydrated the page
 * (ClientRuntime sets `data-hydrated`), this script
 * - marks a visitor who has answered, before the first paint, and
 * - answers the bar's buttons itself: it stores the flag as the bar would and
 *   hides the bar, and the hydrated page then finds the answer stored.
 * After hydration the bar's own handlers answer (and tell the tag manager).
 * It also notes a first interaction that comes before the landing chunk has
 * loaded (ADR 0024), so that a page touched early still hydrates, and holds a
 * press on a control only React answers (or a form sent) in that time, for
 * the landing's replay (replay.ts) to press again once React has the page.
 * Written for every browser that runs the site's modules; storage that
 * throws (Safari's private mode) only costs remembering the answer.
 */
export const COOKIE_CONSENT_BOOT = `(function () {
  var key = ${JSON.stringify(ACCEPTED_COOKIES_KEY)}, root = document.documentElement;
  function answered() { root.setAttribute(${JSON.stringify(COOKIE_CONSENT_ANSWERED)}, "answered"); }
  try { if (localStorage.getItem(key) !== null) answered(); } catch (e) {}
  var cues = ${JSON.stringify(INTERACTION_EVENTS)}, options = { capture: true, passive: true };
  function interacted() {
    root.setAttribute(${JSON.stringify(EARLY_INTERACTION)}, "");
    cues.forEach(function (type) { document.removeEventListener(type, interacted, options); });
  }
  cues.forEach(function (type) { document.addEventListener(type, interacted, options); });
  var early = window[${JSON.stringify(EARLY_HOLD)}] = { presses: [], sends: [], stopped: false };
  function holding(event) { return !early.stopped && !root.hasAttribute("data-hydrated") && event.target instanceof Element; }
  document.addEventListener("click", function (event) {
    if (!holding(event)) return;
    var control = event.target.closest(${JSON.stringify(HELD_PRESSES)});
    if (control === null || control.closest(${JSON.stringify(ANSWERED_BY_BOOT)}) || control.matches(":disabled") || control.getAttribute("aria-disabled") === "true") return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (early.presses.indexOf(control) < 0) early.presses.push(control);
  }, true);
  document.addEventListener("submit", function (event) {
    if (!holding(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (early.sends.indexOf(event.target) < 0) early.sends.push(event.target);
  }, true);
  document.addEventListener("click", function (event) {
    if (root.hasAttribute("data-hydrated") || !(event.target instanceof Element)) return;
    var button = event.target.closest(${JSON.stringify(ANSWERED_BY_BOOT)});
    if (button === null) return;
    try { localStorage.setItem(key, String(button.getAttribute("data-action") === "accept")); } catch (e) {}
    answered();
  });
})();`;
