import type { APIRequestContext } from "@playwright/test";
import { type AltchaChallenge, createAltchaProvider } from "../site/src/bot-protection/altcha";

/**
 * What the site's ALTCHA widget does in the browser, with the site's own
 * code: ask the api for a challenge, solve it and encode the answer as the
 * `recasign` of a bot-protected call (SPEC.md §7). For tests that set up an
 * account through the api rather than through a page.
 */
export async function solvedBotToken(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<string> {
  const provider = createAltchaProvider(async () => {
    const answer = await request.get("/api/mms/bot/v1/challenge", { headers });
    return ((await answer.json()) as { data: { challenge: AltchaChallenge } }).data.challenge;
  });
  // ALTCHA's proof of work is the same for every call: the signature version
  // and the action name are reCAPTCHA's.
  return provider.token(3, "e2e");
}
