/**
 * Build-time configuration (Vite env). The api is on the same origin unless
 * VITE_API_BASE_URL names another; reCAPTCHA replaces ALTCHA when
 * VITE_RECAPTCHA_SITE_KEY is set.
 */
export function apiBaseUrl(): string {
  return trimTrailingSlash(import.meta.env.VITE_API_BASE_URL ?? "");
}

export function recaptchaSiteKey(): string | undefined {
  const key = import.meta.env.VITE_RECAPTCHA_SITE_KEY?.trim();
  return key ? key : undefined;
}

function trimTrailingSlash(url: string): string {
  return url.replace(/\/+$/, "");
}
