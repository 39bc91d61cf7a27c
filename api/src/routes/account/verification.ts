import { normalizeEmail, verificationRequestCall } from "@mvpn/contract";
import type { FastifyInstance } from "fastify";
import { findUserByEmail } from "../../auth/users.js";
import { CODE_LIFETIME_MINUTES, issueVerificationCode } from "../../auth/verification-codes.js";
import { chooseLocale, type SiteLocale } from "../../mail/locale.js";
import { sendTemplate } from "../../mail/mailer.js";
import { fromContract, plainRoute } from "../mount.js";

/**
 * POST account/v1/verification/request: mails a 6-digit code and a link
 * (valid 30 minutes) to reset or set a password. The answer is the same
 * whether or not the email has an account, and the mail goes out after the
 * answer, so neither content nor timing tells. Rate limited per IP and per
 * email (no mail bombing).
 */
export async function verificationRoute(app: FastifyInstance): Promise<void> {
  plainRoute(app, {
    ...fromContract(verificationRequestCall),
    summary: "Mail a verification code to reset or set a password",
    rateLimits: [
      { name: "verificationPerIp", key: "ip" },
      { name: "verificationPerEmail", key: (request) => normalizeEmail(request.body.email) },
    ],
    async handler(request) {
      const email = normalizeEmail(request.body.email);
      const type = request.body.type;
      const locale = chooseLocale(request.body.locale, request.headers["accept-language"]);
      const log = request.log;
      const db = app.database.db;
      // Not awaited: the answer must not wait for (or reveal) the lookup and the mail.
      void (async () => {
        const user = await findUserByEmail(db, email);
        if (user === undefined) return;
        const code = await issueVerificationCode(db, user.id, type);
        await sendTemplate(app.mailer, email, "verification", locale, {
          code,
          link: verificationLink(app.config.publicUrl, locale, email, code, type),
          minutes: CODE_LIFETIME_MINUTES,
          purpose: type,
        });
      })().catch((error: unknown) => {
        log.error({ err: error }, "could not send the verification mail");
      });
      return { expires_in: CODE_LIFETIME_MINUTES * 60 };
    },
  });
}

/** The site's reset page (SPEC.md §2: /forgetpassword) with the code filled in. */
export function verificationLink(
  publicUrl: string,
  locale: SiteLocale,
  email: string,
  code: string,
  type: string,
): string {
  const prefix = locale === "en" ? "" : `/${locale}`;
  const query = new URLSearchParams({ email, code, type });
  return `${publicUrl}${prefix}/forgetpassword?${query.toString()}`;
}
