import { type AltchaChallenge, altchaPayload } from "@mvpn/contract";
import { solveChallenge } from "altcha-lib/v1";

const CHALLENGE_PATH = "/api/mms/bot/v1/challenge";
const SIGNUP_PATH = "/ws/mm/reca/r3/account/v1/web/anonymous_signup";
/** A bound on one request: a hang fails the test instead of stalling it. */
const REQUEST_TIMEOUT_MS = 15_000;

/** A made-up client address (the api runs with TRUST_PROXY=loopback), so per-IP limits stay out of the way. */
function clientHeaders(): Record<string, string> {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return {
    "content-type": "application/json",
    "x-app-type": "501",
    "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}`,
  };
}

/**
 * What the site's ALTCHA widget does (e2e/bot-token.ts): a challenge from the
 * api, solved, encoded as the `recasign` of a bot-protected call.
 */
export async function solvedBotToken(baseUrl: string): Promise<string> {
  const answer = await fetch(`${baseUrl}${CHALLENGE_PATH}`, {
    headers: clientHeaders(),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (answer.status !== 200) throw new Error(`challenge answered ${answer.status}`);
  const { challenge } = ((await answer.json()) as { data: { challenge: AltchaChallenge } }).data;
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (solution === null) throw new Error("could not solve the challenge");
  return altchaPayload(challenge, solution);
}

/** anonymous_signup (bot-protected, SPEC.md §7) with `recasign`: its status and message. */
export async function signUp(
  baseUrl: string,
  recasign: string,
  email: string,
): Promise<{ status: number; message: string | undefined }> {
  const response = await fetch(`${baseUrl}${SIGNUP_PATH}`, {
    method: "POST",
    headers: clientHeaders(),
    body: JSON.stringify({ email, recasign }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return { status: response.status, message: body.message };
}
