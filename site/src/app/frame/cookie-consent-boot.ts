import { ACCEPTED_COOKIES_KEY } from "../../tracking/consent";
import { EARLY_INTERACTION, INTERACTION_EVENTS } from "../landing/hydration-cue";

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
 * loaded (ADR 0024), so that a page touched early still hydrates.
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
  document.addEventListener("click", function (event) {
    if (root.hasAttribute("data-hydrated") || !(event.target instanceof Element)) return;
    var button = event.target.closest('[data-slot="cookie-consent"] [data-action]');
    if (button === null) return;
    try { localStorage.setItem(key, String(button.getAttribute("data-action") === "accept")); } catch (e) {}
    answered();
  });
})();`;
