import { expect } from "vitest";
import type { TestApi } from "./api.js";

export const STRONG_PASSWORD = "Sup3r-secret!";
export const WINDOWS_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
export const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

export interface SessionData {
  token: string;
  user_id: number;
  email: string;
  is_password_set: 0 | 1;
  vip: { remain_time: number };
}

let counter = 0;
/** A unique, valid email per call (tests share one database per file). */
export function uniqueEmail(label = "user"): string {
  counter += 1;
  return `${label}.${process.pid}.${Date.now()}.${counter}@example.com`;
}

/** anonymous_signup through the v3 path, with a solved challenge. */
export async function signup(
  api: TestApi,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const recasign = await api.botToken();
  return api.call<SessionData>("POST", "/ws/mm/reca/r3/account/v1/web/anonymous_signup", {
    body: { ...body, recasign },
    headers,
  });
}

export async function login(
  api: TestApi,
  email: string,
  password: string,
  options: { appType?: string; userAgent?: string } = {},
) {
  const recasign = await api.botToken();
  return api.call<SessionData>("POST", "/ws/mm/reca/r2/account/v1/web/login", {
    body: { email, password, recasign },
    appType: options.appType ?? "501",
    headers: { "user-agent": options.userAgent ?? WINDOWS_CHROME },
  });
}

/** A signed-up account with an email and a password, and a token of a first session. */
export async function accountWithPassword(
  api: TestApi,
  email = uniqueEmail(),
  password = STRONG_PASSWORD,
): Promise<{ email: string; password: string; token: string; userId: number }> {
  const created = await signup(api, { email });
  expect(created.status).toBe(200);
  const token = created.body.data?.token ?? "";
  const set = await api.call("POST", "/api/mms/account/v1/web/set_password", {
    token,
    body: { password },
  });
  expect(set.status).toBe(200);
  return { email, password, token, userId: created.body.data?.user_id ?? 0 };
}

/** Waits for the mail a request sent after answering (verification mails are sent in the background). */
export async function waitForOutboxMail(
  api: TestApi,
  to: string,
  timeoutMs = 5000,
): Promise<{ subject: string; text: string }> {
  const { outbox } = await import("../../src/db/schema/index.js");
  const { desc, eq } = await import("drizzle-orm");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [mail] = await api.app.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.id))
      .limit(1);
    if (mail !== undefined) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
