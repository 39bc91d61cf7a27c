import type { APIRequestContext } from "@playwright/test";
import { solveChallenge } from "altcha-lib/v1";

/**
 * What the site's ALTCHA widget does in the browser: ask the api for a
 * challenge, solve it and encode the answer as the `recasign` of a
 * bot-protected call (SPEC.md §7). For tests that set up an account
 * through the api rather than through a page.
 */
export async function solvedBotToken(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<string> {
  const answer = await request.get("/api/mms/bot/v1/challenge", { headers });
  const { challenge } = (await answer.json()).data;
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  return Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution?.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString("base64");
}
