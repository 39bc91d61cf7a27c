import type { SiteLocale } from "../locale.js";

export interface RenderedMail {
  subject: string;
  text: string;
}

/** One mail in every language it exists in; English is the fallback. */
export interface Template<V> {
  byLocale: Partial<Record<SiteLocale, (vars: V) => RenderedMail>> & {
    en: (vars: V) => RenderedMail;
  };
}

export interface VerificationVars {
  code: string;
  link: string;
  minutes: number;
  purpose: "reset_password" | "set_password";
}

export interface AccountExistsVars {
  loginLink: string;
  resetLink: string;
}

export interface ContactNotificationVars {
  id: number;
  email: string;
  name: string;
  subject: string;
  category: string;
  message: string;
  appName: string;
  ip: string;
}
