import { findLocale } from "@mvpn/contract/constants";
import { eq } from "drizzle-orm";
import type { AppDb } from "../../db/database.js";
import { users } from "../../db/schema/index.js";
import { chooseLocale } from "../../mail/locale.js";
import { type Mailer, sendTemplate } from "../../mail/mailer.js";
import { minorUnitsToNumber } from "../money.js";

/** Where the renewal mails are sent from, and what their links point at. */
export interface RenewalMailer {
  db: AppDb;
  mailer: Mailer;
  /** The site's public origin (PUBLIC_URL): links in the mail go there. */
  publicUrl: string;
}

/** What happened to a subscription's renewal, as the buyer is told it. */
export type RenewalNews =
  | { kind: "changed"; renew: boolean; endsAt: Date; amountMinor: number; currency: string }
  | { kind: "declined"; endsAt: Date };

/**
 * Mails the buyer what happened to the renewal, in the account's language
 * (users.locale), with the date and amount formatted for it. Accounts
 * without an email (an anonymous signup) get nothing: they see it in My
 * account.
 */
export async function mailRenewalNews(
  to: RenewalMailer,
  userId: number,
  news: RenewalNews,
): Promise<void> {
  const [user] = await to.db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.email) return;
  const locale = chooseLocale(user.locale, undefined);
  const intlLocale = findLocale(locale)?.iso ?? "en";
  const date = new Intl.DateTimeFormat(intlLocale, { dateStyle: "long", timeZone: "UTC" }).format(
    news.endsAt,
  );
  const prefix = locale === "en" ? "" : `/${locale}`;
  if (news.kind === "declined") {
    await sendTemplate(to.mailer, user.email, "renewal_declined", locale, {
      date,
      pricingLink: `${to.publicUrl}${prefix}/pricing`,
    });
    return;
  }
  const amount = new Intl.NumberFormat(intlLocale, {
    style: "currency",
    currency: news.currency,
  }).format(minorUnitsToNumber(news.amountMinor));
  await sendTemplate(to.mailer, user.email, "renewal_changed", locale, {
    renew: news.renew,
    date,
    amount,
    accountLink: `${to.publicUrl}${prefix}/myaccount`,
  });
}
