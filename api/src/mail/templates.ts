import type { SiteLocale } from "./locale.js";

/**
 * Every mail the api sends, in one place so translations can be added: a
 * template per language, English as the fallback. To translate, add an
 * entry for the locale to a template's `byLocale` (same variables).
 */
export interface RenderedMail {
  subject: string;
  text: string;
}

interface Template<V> {
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

export const TEMPLATES = {
  verification: {
    byLocale: {
      en: ({ code, link, minutes, purpose }) => {
        const action =
          purpose === "reset_password"
            ? "reset your mVPN password"
            : "set a password for your mVPN account";
        return {
          subject: `Your mVPN verification code: ${code}`,
          text: [
            `Hello,`,
            ``,
            `Someone (hopefully you) asked to ${action}.`,
            ``,
            `Your verification code is: ${code}`,
            ``,
            `Or open this link: ${link}`,
            ``,
            `The code and the link work for ${minutes} minutes and only once.`,
            `If you did not ask for this, ignore this mail: nothing changes.`,
            ``,
            `— mVPN`,
          ].join("\n"),
        };
      },
    },
  } satisfies Template<VerificationVars>,
  account_exists: {
    byLocale: {
      en: ({ loginLink, resetLink }) => ({
        subject: "You already have an mVPN account",
        text: [
          `Hello,`,
          ``,
          `Someone (hopefully you) just started a new mVPN account with this email address.`,
          `This address already belongs to an mVPN account, so it was not added to the new one.`,
          ``,
          `To use your account, log in: ${loginLink}`,
          `Forgot your password, or never set one? Choose one here: ${resetLink}`,
          ``,
          `If this was not you, ignore this mail: your account has not changed.`,
          ``,
          `— mVPN`,
        ].join("\n"),
      }),
    },
  } satisfies Template<AccountExistsVars>,
  contact_notification: {
    byLocale: {
      en: (vars) => ({
        subject: `[contact #${vars.id}] ${vars.subject}`,
        text: [
          `New message from the contact form.`,
          ``,
          `From: ${vars.name === "" ? "" : `${vars.name} `}<${vars.email}>`,
          `Category: ${vars.category === "" ? "(none)" : vars.category}`,
          `App: ${vars.appName}`,
          `IP: ${vars.ip}`,
          ``,
          vars.message,
        ].join("\n"),
      }),
    },
  } satisfies Template<ContactNotificationVars>,
};

export type TemplateName = keyof typeof TEMPLATES;
type VarsOf<N extends TemplateName> = Parameters<(typeof TEMPLATES)[N]["byLocale"]["en"]>[0];

/** Renders a template in `locale`, falling back to English when it has no translation yet. */
export function renderMail<N extends TemplateName>(
  name: N,
  locale: SiteLocale,
  vars: VarsOf<N>,
): RenderedMail {
  const byLocale = TEMPLATES[name].byLocale as Partial<
    Record<SiteLocale, (v: VarsOf<N>) => RenderedMail>
  >;
  const render = byLocale[locale] ?? (byLocale.en as (v: VarsOf<N>) => RenderedMail);
  return render(vars);
}
