/** SPEC.md §4 and §9: the script is polled every 200 ms, up to 300 times (about 60 s). */
export const RECAPTCHA_POLL_MS = 200;
export const RECAPTCHA_POLL_LIMIT = 300;
/** SPEC.md §8: logged when the script is not ready after the last poll. */
export const RECAPTCHA_NOT_LOADED_MESSAGE = "can not load recaptcha script.";

export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKeyOrWidgetId: string | number, options?: { action: string }): Promise<string>;
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      size: "invisible";
      callback: (token: string) => void;
      "error-callback": () => void;
    },
  ): number;
  reset(widgetId: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_ID = "recaptcha-script";

let pending: Promise<Grecaptcha> | null = null;

const readyApi = (): Grecaptcha | null => {
  const api = window.grecaptcha;
  return api && typeof api.execute === "function" && typeof api.ready === "function" ? api : null;
};

/**
 * Adds the reCAPTCHA script once per page and resolves when its API is there.
 * A failed wait may be repeated by a later call; the script tag is not added again.
 */
export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  if (!pending) {
    pending = waitForRecaptcha(siteKey);
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}

function waitForRecaptcha(siteKey: string): Promise<Grecaptcha> {
  if (!document.getElementById(SCRIPT_ID)) {
    const script = document.createElement("script");
    script.id = SCRIPT_ID;
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    document.head.appendChild(script);
  }
  const loaded = readyApi();
  if (loaded) return Promise.resolve(loaded);

  return new Promise((resolve, reject) => {
    let polls = 0;
    const timer = setInterval(() => {
      polls += 1;
      const api = readyApi();
      if (api) {
        clearInterval(timer);
        resolve(api);
      } else if (polls >= RECAPTCHA_POLL_LIMIT) {
        clearInterval(timer);
        console.error(RECAPTCHA_NOT_LOADED_MESSAGE);
        reject(new Error(RECAPTCHA_NOT_LOADED_MESSAGE));
      }
    }, RECAPTCHA_POLL_MS);
  });
}

/** Tests start each case from a page without the script. */
export function resetRecaptchaForTests(): void {
  pending = null;
  document.getElementById(SCRIPT_ID)?.remove();
}
