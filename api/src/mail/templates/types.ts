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

export interface RenewalChangedVars {
  /** true: the renewal was turned on; false: off. */
  renew: boolean;
  /** ends_at in the reader's language: when it renews, or when the VIP time ends. */
  date: string;
  /** What the renewal charges, in the reader's language (used when renew is true). */
  amount: string;
  accountLink: string;
}

export interface RenewalDeclinedVars {
  /** When the subscription ended, in the reader's language. */
  date: string;
  pricingLink: string;
}
