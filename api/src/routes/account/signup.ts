import { anonymousSignupCall, normalizeEmail } from "@mvpn/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { createUser, findUserByEmail } from "../../auth/users.js";
import { chooseLocale, type SiteLocale } from "../../mail/locale.js";
import { sendTemplate } from "../../mail/mailer.js";
import { fromProtectedContract, protectedRoute } from "../mount.js";
import { startSession } from "./user-info.js";

/**
 * POST account/v1/web/anonymous_signup, bot-protected v3 (SPEC.md §7): an
 * account without a password (is_password_set 0), with an email when one is
 * given, signed in at once. The password comes later (set_password).
 *
 * An email that already has an account is answered exactly like a new one
 * (issue #18: no account enumeration, as login, reset and set_password do):
 * the caller gets a new anonymous account that shows the email but does not
 * own it (`contact_email`: it never signs in, resets or receives mail), and
 * the address's owner gets a mail, after the answer, saying so with a link to
 * log in or choose a password. Both paths run one lookup and one insert.
 */
export async function signupRoute(app: FastifyInstance): Promise<void> {
  protectedRoute(app, {
    ...fromProtectedContract(anonymousSignupCall),
    summary: "Create an account without a password and sign in",
    description:
      "Answers the same for an email that already has an account: a new anonymous account that shows the email without owning it, and a mail to the address's owner.",
    rateLimits: [{ name: "signupPerIp", key: "ip" }],
    async handler(request) {
      const body = request.body;
      const db = app.database.db;
      const email = body.email === undefined ? null : normalizeEmail(body.email);
      const locale = chooseLocale(body.locale, request.headers["accept-language"]);
      const values = {
        locale,
        inviteType: body.invite_type ?? null,
        inviteCode:
          body.invite_code === undefined || body.invite_code === "" ? null : body.invite_code,
      };
      const taken = email !== null && (await findUserByEmail(db, email)) !== undefined;
      // A signup racing another for the same new email loses on the unique index: same path.
      const user =
        (taken ? undefined : await createUser(db, { ...values, email })) ??
        (await createUser(db, { ...values, email: null, contactEmail: email }));
      if (user === undefined) throw new Error("insert into users returned no row");
      if (email !== null && user.email === null) notifyOwner(app, request, email, locale);
      return startSession(request, user);
    },
  });
}

/** Mails the owner of a known address, after the answer (its timing must not tell). */
function notifyOwner(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
  locale: SiteLocale,
): void {
  const log = request.log;
  void (async () => {
    // A few per hour and address: signing up with someone's email is no way to flood them.
    if ((await app.rateLimiter.take("signupNoticePerEmail", email, 1)) === 0) return;
    const prefix = locale === "en" ? "" : `/${locale}`;
    const site = app.config.publicUrl;
    await sendTemplate(app.mailer, email, "account_exists", locale, {
      loginLink: `${site}${prefix}/login`,
      resetLink: `${site}${prefix}/forgetpassword`,
    });
  })().catch((error: unknown) => {
    log.error({ err: error }, "could not send the account-exists mail");
  });
}
