/**
 * "Cookie settings" (issue #38): the footer's button asks the cookie bar to
 * show again for a visitor who has answered it, so the answer can be changed
 * at any time, as the bar promises. An event on `window` rather than shared
 * state: the bar and the button sit in different parts of the frame, and the
 * bar must hear it even when it rendered nothing.
 */
export const COOKIE_SETTINGS_EVENT = "mvpn:cookie-settings";

/** The control that asked, where focus goes back once the visitor has answered again. */
export interface CookieSettingsRequest {
  opener: HTMLElement | null;
}

export function openCookieSettings(opener: HTMLElement | null = null): void {
  window.dispatchEvent(
    new CustomEvent<CookieSettingsRequest>(COOKIE_SETTINGS_EVENT, { detail: { opener } }),
  );
}

export function onCookieSettingsRequest(
  listener: (request: CookieSettingsRequest) => void,
): () => void {
  const handler = (event: Event) =>
    listener((event as CustomEvent<CookieSettingsRequest>).detail ?? { opener: null });
  window.addEventListener(COOKIE_SETTINGS_EVENT, handler);
  return () => window.removeEventListener(COOKIE_SETTINGS_EVENT, handler);
}
