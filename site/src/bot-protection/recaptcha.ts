import type { BotProtection } from "./bot-protection";
import { type Grecaptcha, loadRecaptcha } from "./recaptcha-script";

/**
 * Google reCAPTCHA: version 3 scores an action without any interaction;
 * version 2 (login) runs an invisible widget, rendered once and reset
 * before each new token because every token is single use.
 */
export function createRecaptchaProvider(siteKey: string): BotProtection {
  let widget: { id: number; next: ((token: string | null) => void) | null } | null = null;

  const v2Token = (api: Grecaptcha): Promise<string> =>
    new Promise((resolve) => {
      if (!widget) {
        const container = document.createElement("div");
        container.hidden = true;
        document.body.appendChild(container);
        const created: { id: number; next: ((token: string | null) => void) | null } = {
          id: 0,
          next: null,
        };
        created.id = api.render(container, {
          sitekey: siteKey,
          size: "invisible",
          callback: (token) => created.next?.(token),
          "error-callback": () => created.next?.(null),
        });
        widget = created;
      } else {
        api.reset(widget.id);
      }
      // An error leaves the token empty, which the caller rejects as such.
      widget.next = (token) => resolve(token ?? "");
      void api.execute(widget.id);
    });

  return {
    provider: "recaptcha",
    async token(version, action) {
      const api = await loadRecaptcha(siteKey);
      await new Promise<void>((resolve) => api.ready(resolve));
      return version === 2 ? v2Token(api) : api.execute(siteKey, { action });
    },
  };
}
