import type { FastifyRequest } from "fastify";
import { badRequest } from "../../http/envelope.js";
import { chooseLocale } from "../../mail/locale.js";
import { COMMON_PASSWORD_MESSAGES, isCommonPassword } from "../../validation/common-passwords.js";

/**
 * Refuses a new password found in the common-password list with 400, in the
 * language of the body's `locale` or Accept-Language (validation/
 * common-passwords.ts). Runs in the handler, after SPEC.md §5's rule, and
 * before anything is spent (a verification code, an argon2 hash).
 */
export function refuseCommonPassword(
  request: FastifyRequest,
  password: string,
  field: string,
  locale: string | undefined,
): void {
  if (!isCommonPassword(password)) return;
  const language = chooseLocale(locale, request.headers["accept-language"]);
  const message = COMMON_PASSWORD_MESSAGES[language];
  throw badRequest(message, [{ path: field, message }]);
}
