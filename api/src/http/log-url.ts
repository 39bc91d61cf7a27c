/**
 * Query parameters whose values never reach a log line (issue #18, finding
 * 8): bot-protection tokens (`recasign`, in GET queries), the sandbox pages'
 * link signatures (`sig`), verification codes and emails of reset links
 * (`code`, `email`), and anything that names itself a secret. Compared
 * without case.
 */
const SECRET_PARAMS: ReadonlySet<string> = new Set([
  "recasign",
  "sig",
  "signature",
  "code",
  "email",
  "token",
  "access_token",
  "password",
  "secret",
  "key",
]);

/** Logged URLs are cut here: a long query string costs log space and hides nothing useful. */
export const MAX_LOGGED_URL_LENGTH = 512;

export const REDACTED = "[redacted]";

/**
 * The request URL as it goes into a log line: the value of every secret
 * parameter replaced by "[redacted]", the whole cut to
 * MAX_LOGGED_URL_LENGTH characters with the number of characters left out.
 * The path itself is kept (no secret travels in a path).
 */
export function loggedUrl(url: string): string {
  const queryStart = url.indexOf("?");
  let redacted = url;
  if (queryStart !== -1) {
    const query = url
      .slice(queryStart + 1)
      .split("&")
      .map((pair) => {
        const equals = pair.indexOf("=");
        const name = equals === -1 ? pair : pair.slice(0, equals);
        return isSecret(name) ? `${name}=${REDACTED}` : pair;
      })
      .join("&");
    redacted = `${url.slice(0, queryStart)}?${query}`;
  }
  if (redacted.length <= MAX_LOGGED_URL_LENGTH) return redacted;
  const cut = redacted.length - MAX_LOGGED_URL_LENGTH;
  return `${redacted.slice(0, MAX_LOGGED_URL_LENGTH)}…[${cut} more characters]`;
}

function isSecret(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replaceAll("+", " "));
  } catch {
    // A malformed escape: judge the name as written.
  }
  return SECRET_PARAMS.has(decoded.trim().toLowerCase());
}
