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
 * A parameter is secret whatever the spelling a parser might accept (issue
 * #35): separated by `&` or `;`, in array or object form (`code[]`,
 * `user[password]`, `auth.token`), percent-encoded, in any case; and a
 * path's matrix parameters (`/pricing;token=…`) are judged the same way.
 */
export function loggedUrl(url: string): string {
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  let redacted = path
    .split("/")
    .map((segment) => {
      const [first = "", ...parameters] = segment.split(";");
      return [first, ...parameters.map(redactPair)].join(";");
    })
    .join("/");
  if (queryStart !== -1) {
    const query = url
      .slice(queryStart + 1)
      .split(/([&;])/)
      .map((part, index) => (index % 2 === 1 ? part : redactPair(part)))
      .join("");
    redacted = `${redacted}?${query}`;
  }
  if (redacted.length <= MAX_LOGGED_URL_LENGTH) return redacted;
  const cut = redacted.length - MAX_LOGGED_URL_LENGTH;
  return `${redacted.slice(0, MAX_LOGGED_URL_LENGTH)}…[${cut} more characters]`;
}

function redactPair(pair: string): string {
  const equals = pair.indexOf("=");
  const name = equals === -1 ? pair : pair.slice(0, equals);
  return isSecret(name) ? `${name}=${REDACTED}` : pair;
}

/** Whether a parameter's name, or any part of it (`user[password]`, `auth.token`), is a secret's. */
function isSecret(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replaceAll("+", " "));
  } catch {
    // A malformed escape: judge the name as written.
  }
  return decoded
    .toLowerCase()
    .split(/[[\].]+/)
    .some((part) => SECRET_PARAMS.has(part.trim()));
}
