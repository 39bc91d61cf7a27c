import type { SiteLocale } from "./locale.js";
import { accountExists } from "./templates/account-exists.js";
import { contactNotification } from "./templates/contact-notification.js";
import { renewalChanged } from "./templates/renewal-changed.js";
import { renewalDeclined } from "./templates/renewal-declined.js";
import type { RenderedMail } from "./templates/types.js";
import { verification } from "./templates/verification.js";

export type {
  AccountExistsVars,
  ContactNotificationVars,
  RenderedMail,
  RenewalChangedVars,
  RenewalDeclinedVars,
  VerificationVars,
} from "./templates/types.js";

/**
 * Every mail the api sends, one file per template under templates/: a
 * rendering per language, English as the fallback. The mails a visitor
 * receives exist in all the site's languages; the contact notification goes
 * to support staff and stays in English. To translate, add an entry for the
 * locale to a template's `byLocale` (same variables).
 */
export const TEMPLATES = {
  verification,
  account_exists: accountExists,
  contact_notification: contactNotification,
  renewal_changed: renewalChanged,
  renewal_declined: renewalDeclined,
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
