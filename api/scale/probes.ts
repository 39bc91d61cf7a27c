import { solvedBotToken } from "../faults/helpers/signup.js";
import { DEFAULT_RATE_LIMITS } from "../src/rate-limit/rules.js";
import {
  type Acknowledged,
  clientAddress,
  LOGIN_PATH,
  type Recorder,
  SIGNUP_PATH,
} from "./traffic.js";

/** One check that a decision is shared by every instance, and what it found. */
export interface ProbeResult {
  check: string;
  /** When it ran: "redis up", "redis down", … */
  phase: string;
  held: boolean;
  detail: string;
}

export interface ProbeContext {
  run: string;
  recorder: Recorder;
  acknowledged: Acknowledged;
  /** The api instances, straight (not through the front): each call picks its instance. */
  instances: string[];
}

let probeSignups = 0;

/** anonymous_signup on one instance with `token`: the status (a 200 is an acknowledged signup). */
export async function signupWith(
  context: ProbeContext,
  instance: string,
  token: string,
): Promise<number | "network error"> {
  probeSignups++;
  const email = `${context.run}-probe-${probeSignups}@example.com`;
  const answer = await context.recorder.send(
    "probe signup",
    "instance",
    `${instance}${SIGNUP_PATH}`,
    {
      method: "POST",
      body: JSON.stringify({ email, recasign: token }),
    },
  );
  if (answer.status === 200) context.acknowledged.signups.push(email);
  return answer.status;
}

/** A solved bot token, asked of `instance`. */
export function newBotToken(instance: string): Promise<string> {
  return solvedBotToken(instance);
}

/**
 * A bot token is single use across instances: accepted by the first instance
 * it is shown to, refused ("bot check failed", 400) by every other one.
 */
export async function botTokenAcrossInstances(
  context: ProbeContext,
  phase: string,
): Promise<ProbeResult> {
  const [first, ...others] = context.instances;
  if (first === undefined) throw new Error("no instance");
  const token = await newBotToken(first);
  const statuses = [await signupWith(context, first, token)];
  for (const instance of others) statuses.push(await signupWith(context, instance, token));
  const held = statuses[0] === 200 && statuses.slice(1).every((status) => status === 400);
  return {
    check: "bot token single use",
    phase,
    held,
    detail: `instance 1: ${statuses[0]}, then ${statuses.slice(1).join(", ")} (expected 200, then 400 each)`,
  };
}

/**
 * The login limit per address (30 in 10 minutes, docs/api.md) counted once
 * for all instances: the same address's tries go to instance 1, 2, 3, 1, …
 * and the first refusal (429) must come at try 31 whichever instance
 * answers it. The tries carry no bot token, so each is a cheap 400 that the
 * limit (checked first) still counts.
 */
export async function loginLimitAcrossInstances(
  context: ProbeContext,
  phase: string,
): Promise<ProbeResult> {
  const limit = DEFAULT_RATE_LIMITS.loginPerIp.limit;
  const ip = clientAddress();
  let crossedAt: number | undefined;
  const unexpected: string[] = [];
  for (let attempt = 1; attempt <= limit * 2 && crossedAt === undefined; attempt++) {
    const instance = context.instances[attempt % context.instances.length] as string;
    const answer = await context.recorder.send(
      "probe login limit",
      "instance",
      `${instance}${LOGIN_PATH}`,
      {
        method: "POST",
        ip,
        body: JSON.stringify({
          email: `${context.run}-limit-${attempt}@example.com`,
          password: "x",
        }),
      },
    );
    if (answer.status === 429) crossedAt = attempt;
    else if (answer.status !== 400) unexpected.push(`try ${attempt}: ${answer.status}`);
  }
  return {
    check: `login limit (${limit} per address)`,
    phase,
    held: crossedAt === limit + 1 && unexpected.length === 0,
    detail: `${crossedAt === undefined ? `not crossed in ${limit * 2} tries` : `crossed at try ${crossedAt}`} (expected ${limit + 1})${unexpected.length > 0 ? `; ${unexpected.join(", ")}` : ""}`,
  };
}
