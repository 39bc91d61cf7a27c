import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { solvedBotToken } from "../faults/helpers/signup.js";
import { GAP_SANDBOX_TOKENS } from "../src/payments/gap/sandbox-adapter.js";
import { formAction } from "../test/payments/payments-api.js";

/** A bound on one request: a hang counts as an error instead of stalling the run. */
const REQUEST_TIMEOUT_MS = 15_000;
/** A client retries a failed call (same order id) this many times at most, PAUSE_MS apart. */
const ATTEMPTS = 40;
const RETRY_PAUSE_MS = 250;

export const PROVIDERS = ["s1", "pd", "ps", "rz", "gap", "tpa", "so"] as const;
export type Provider = (typeof PROVIDERS)[number];

/** Where each hosted checkout starts (docs/payments.md "The providers"). */
const PURCHASE_PATH: Record<Exclude<Provider, "s1" | "gap">, string> = {
  pd: "/api/mms/payment/v1/providers/common/pd/prepurchase",
  ps: "/api/mms/payment/v1/providers/ps/purchase",
  rz: "/api/mms/payment/v1/providers/rz/purchase",
  tpa: "/api/mms/payment/v1/providers/tpa/purchase",
  so: "/api/mms/payment/v1/providers/so/purchase",
};
const S1_PATH = "/ws/mm/reca/r3/payment/v1/providers/s1/create_subscription";
const SIGNUP_PATH = "/ws/mm/reca/r3/account/v1/web/anonymous_signup";
export const LOGIN_PATH = "/ws/mm/reca/r2/account/v1/web/login";
const EVENTS_PATH = "/api/mms/analytics/v1/events";
const PLANS_PATH = "/api/mms/payment/v1/providers/plans";

export interface Answer {
  status: number | "network error";
  body: { code?: number; message?: string; data?: Record<string, unknown> };
  location: string | null;
  text: string;
}

export interface Exchange {
  kind: string;
  via: string;
  startedAt: number;
  endedAt: number;
  status: number | "network error";
}

/** Every request of the run, with when it started and ended. */
export class Recorder {
  readonly exchanges: Exchange[] = [];

  async send(
    kind: string,
    via: string,
    url: string,
    init: RequestInit & { ip?: string } = {},
  ): Promise<Answer> {
    const startedAt = Date.now();
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", init.ip ?? clientAddress());
    if (!headers.has("x-app-type")) headers.set("x-app-type", "501");
    if (init.body !== undefined && !headers.has("content-type"))
      headers.set("content-type", "application/json");
    let answer: Answer;
    try {
      const response = await fetch(url, {
        ...init,
        headers,
        redirect: "manual",
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      let body: Answer["body"] = {};
      if ((response.headers.get("content-type") ?? "").includes("json")) {
        try {
          body = JSON.parse(text) as Answer["body"];
        } catch {
          body = {};
        }
      }
      answer = { status: response.status, body, location: response.headers.get("location"), text };
    } catch {
      answer = { status: "network error", body: {}, location: null, text: "" };
    }
    this.exchanges.push({ kind, via, startedAt, endedAt: Date.now(), status: answer.status });
    return answer;
  }
}

/** A made-up client address (the instances trust loopback proxies): many visitors, not one. */
export function clientAddress(): string {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Buyer {
  userId: number;
  token: string;
}

/** What the api acknowledged, to count against the database afterwards. */
export interface Acknowledged {
  /** Emails of signups answered 200. */
  signups: string[];
  /** user id → logins answered 200. */
  logins: Map<number, number>;
  /** user id → logins answered 5xx or not at all: each may or may not have left a session. */
  loginsUnanswered: Map<number, number>;
  /** user_id → events acknowledged for it (one request each). */
  events: Map<string, number>;
  /** Order ids a purchase call answered (the order exists). */
  orders: Set<string>;
  /** Order ids answered paid, per provider. */
  paid: Map<Provider, Set<string>>;
}

export function emptyAcknowledged(): Acknowledged {
  return {
    signups: [],
    logins: new Map(),
    loginsUnanswered: new Map(),
    events: new Map(),
    orders: new Set(),
    paid: new Map(PROVIDERS.map((provider) => [provider, new Set<string>()])),
  };
}

export interface TrafficOptions {
  front: string;
  run: string;
  siteDir: string;
  recorder: Recorder;
  acknowledged: Acknowledged;
  /** Buyers of each provider's loop, made beforehand (the database may be down mid-run). */
  buyers: Map<Provider, Buyer[]>;
  loginUsers: { id: number; email: string }[];
  loginPassword: string;
  isStopped: () => boolean;
}

/** The page loads: documents in a few locales and hashed assets, as a browser asks for them. */
export async function pageLoop(options: TrafficOptions, worker: number): Promise<void> {
  const assets = readdirSync(path.join(options.siteDir, "assets"))
    .filter((name) => /\.(js|css)$/.test(name))
    .slice(0, 40);
  const pages = ["/", "/pricing", "/de/pricing", "/ja/", "/vpn-trial", "/download", "/nope-404"];
  for (let i = worker; !options.isStopped(); i++) {
    const page = pages[i % pages.length] as string;
    await options.recorder.send("page", "front", `${options.front}${page}`, {
      headers: { accept: "text/html", "accept-encoding": "br, gzip" },
    });
    const asset = assets[i % assets.length];
    if (asset !== undefined) {
      await options.recorder.send("asset", "front", `${options.front}/assets/${asset}`, {
        headers: { "accept-encoding": "br, gzip" },
      });
    }
    await pause(40);
  }
}

export async function plansLoop(options: TrafficOptions): Promise<void> {
  while (!options.isStopped()) {
    await options.recorder.send("plans", "front", `${options.front}${PLANS_PATH}`);
    await pause(60);
  }
}

/** Batches of analytics events, each with a user_id of its own, never resent. */
export async function eventsLoop(options: TrafficOptions, worker: number): Promise<void> {
  for (let i = 0; !options.isStopped(); i++) {
    const userId = `${options.run}-e${worker}-${i}`;
    const count = 1 + (i % 5);
    const answer = await options.recorder.send(
      "analytics",
      "front",
      `${options.front}${EVENTS_PATH}`,
      {
        method: "POST",
        body: JSON.stringify({
          user_id: userId,
          events: Array.from({ length: count }, (_, n) => ({ event_name: `scale_${n}` })),
        }),
      },
    );
    if (answer.status === 200) options.acknowledged.events.set(userId, count);
    await pause(50);
  }
}

/** A bot token as the site's widget makes one; the challenge call is recorded too. */
async function botToken(options: TrafficOptions, base: string): Promise<string | undefined> {
  const started = Date.now();
  try {
    const token = await solvedBotToken(base);
    options.recorder.exchanges.push({
      kind: "challenge",
      via: base === options.front ? "front" : base,
      startedAt: started,
      endedAt: Date.now(),
      status: 200,
    });
    return token;
  } catch (error) {
    const status = /challenge answered (\d+)/.exec(String(error))?.[1];
    options.recorder.exchanges.push({
      kind: "challenge",
      via: base === options.front ? "front" : base,
      startedAt: started,
      endedAt: Date.now(),
      status: status === undefined ? "network error" : Number(status),
    });
    return undefined;
  }
}

/** anonymous_signup with an email, through the front. */
export async function signupLoop(options: TrafficOptions): Promise<void> {
  for (let i = 0; !options.isStopped(); i++) {
    const token = await botToken(options, options.front);
    if (token === undefined) {
      await pause(RETRY_PAUSE_MS);
      continue;
    }
    const email = `${options.run}-signup-${i}@example.com`;
    const answer = await options.recorder.send(
      "signup",
      "front",
      `${options.front}${SIGNUP_PATH}`,
      {
        method: "POST",
        body: JSON.stringify({ email, recasign: token }),
      },
    );
    if (answer.status === 200) options.acknowledged.signups.push(email);
    await pause(150);
  }
}

/** Logins with the right password, through the front. */
export async function loginLoop(options: TrafficOptions): Promise<void> {
  for (let i = 0; !options.isStopped(); i++) {
    const user = options.loginUsers[i % options.loginUsers.length];
    if (user === undefined) return;
    const token = await botToken(options, options.front);
    if (token === undefined) {
      await pause(RETRY_PAUSE_MS);
      continue;
    }
    const answer = await options.recorder.send("login", "front", `${options.front}${LOGIN_PATH}`, {
      method: "POST",
      body: JSON.stringify({ email: user.email, password: options.loginPassword, recasign: token }),
    });
    const { logins, loginsUnanswered } = options.acknowledged;
    if (answer.status === 200) logins.set(user.id, (logins.get(user.id) ?? 0) + 1);
    if (answer.status === "network error" || answer.status >= 500) {
      loginsUnanswered.set(user.id, (loginsUnanswered.get(user.id) ?? 0) + 1);
    }
    await pause(150);
  }
}

const ORDERS_PER_BUYER = 5;

/**
 * One provider's checkouts, end to end, as the site and a buyer do them:
 * the purchase call, the sandbox page and its Approve button (hosted
 * checkouts), then purchase_result until paid. A call that fails is sent
 * again with the same order id, as the site does, so an order is paid once.
 */
export async function checkoutLoop(options: TrafficOptions, provider: Provider): Promise<void> {
  const buyers = options.buyers.get(provider) ?? [];
  for (let n = 0; !options.isStopped() && n < buyers.length * ORDERS_PER_BUYER; n++) {
    const buyer = buyers[Math.floor(n / ORDERS_PER_BUYER)] as Buyer;
    const orderId = randomUUID();
    const paid = await checkout(options, provider, buyer, orderId, n);
    if (paid) options.acknowledged.paid.get(provider)?.add(orderId);
    await pause(100);
  }
}

async function checkout(
  options: TrafficOptions,
  provider: Provider,
  buyer: Buyer,
  orderId: string,
  n: number,
): Promise<boolean> {
  const { front, recorder } = options;
  const auth = { authorization: `Bearer ${buyer.token}` };
  const plan = 1 + (n % 3);
  const post = (kind: string, url: string, body: unknown) =>
    recorder.send(kind, "front", url, {
      method: "POST",
      headers: auth,
      body: JSON.stringify(body),
    });
  const isPaid = (answer: Answer) =>
    answer.status === 200 &&
    answer.body.data?.order_id === orderId &&
    answer.body.data.paid === true;

  if (provider === "gap") {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const answer = await post(
        "checkout gap",
        `${front}/api/mms/payment/v1/providers/gap/purchase_result`,
        {
          plan_id: plan,
          payment_token: GAP_SANDBOX_TOKENS.approve,
          order_id: orderId,
        },
      );
      if (answer.status === 200) options.acknowledged.orders.add(orderId);
      if (isPaid(answer)) return true;
      await pause(RETRY_PAUSE_MS);
    }
    return false;
  }

  if (provider === "s1") {
    let cardToken: string | undefined;
    for (let attempt = 0; attempt < ATTEMPTS && cardToken === undefined; attempt++) {
      const answer = await recorder.send(
        "checkout s1 card",
        "front",
        `${front}/sandbox/s1/tokens`,
        {
          method: "POST",
          body: JSON.stringify({
            public_key: "pk_sandbox_mvpn_s1",
            number: "4242 4242 4242 4242",
            exp_month: 12,
            exp_year: 2030,
            cvc: "123",
          }),
        },
      );
      const id = JSON.parse(answer.text || "{}")?.id;
      if (answer.status === 200 && typeof id === "string") cardToken = id;
      else await pause(RETRY_PAUSE_MS);
    }
    if (cardToken === undefined) return false;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const recasign = await botToken(options, front);
      if (recasign === undefined) {
        await pause(RETRY_PAUSE_MS);
        continue;
      }
      const answer = await post("checkout s1", `${front}${S1_PATH}`, {
        plan_id: plan,
        order_id: orderId,
        token: cardToken,
        recasign,
      });
      if (answer.status === 200) options.acknowledged.orders.add(orderId);
      if (isPaid(answer)) return true;
      await pause(RETRY_PAUSE_MS);
    }
    return false;
  }

  // A hosted checkout: purchase, the sandbox page's Approve, then the result.
  let redirectUrl: string | undefined;
  for (let attempt = 0; attempt < ATTEMPTS && redirectUrl === undefined; attempt++) {
    const answer = await post(`checkout ${provider}`, `${front}${PURCHASE_PATH[provider]}`, {
      plan_id: plan,
      order_id: orderId,
      _cps: { type: "cj", cookie: `${options.run}-${n}` },
    });
    const url = answer.body.data?.redirect_url;
    if (answer.status === 200 && typeof url === "string") {
      options.acknowledged.orders.add(orderId);
      redirectUrl = url;
    } else {
      await pause(RETRY_PAUSE_MS);
    }
  }
  if (redirectUrl === undefined) return false;
  let approved = false;
  for (let attempt = 0; attempt < ATTEMPTS && !approved; attempt++) {
    const page = await recorder.send(
      `checkout ${provider} page`,
      "front",
      new URL(redirectUrl, front).href,
      {
        headers: { accept: "text/html" },
      },
    );
    const action = page.status === 200 ? formAction(page.text, "approve") : undefined;
    if (action === undefined) {
      // Already decided (an earlier press whose answer was lost): the result says.
      if (page.status === 200) break;
      await pause(RETRY_PAUSE_MS);
      continue;
    }
    const pressed = await recorder.send(
      `checkout ${provider} approve`,
      "front",
      new URL(action, front).href,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "",
      },
    );
    approved = pressed.status === 303;
    if (!approved) await pause(RETRY_PAUSE_MS);
  }
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const answer = await post(
      `checkout ${provider} result`,
      `${front}/api/mms/payment/v1/providers/${provider}/purchase_result`,
      { order_id: orderId },
    );
    if (isPaid(answer)) return true;
    await pause(RETRY_PAUSE_MS);
  }
  return false;
}

export { SIGNUP_PATH };
