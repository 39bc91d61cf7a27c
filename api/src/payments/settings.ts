import { PROVIDER_IDS, type ProviderId } from "./providers.js";

/** How often the renewal job looks for subscriptions to renew, by default. */
export const RENEWAL_INTERVAL_MS = 60_000;

/**
 * The payments' part of the environment (read here rather than in config.ts
 * so that the payments stay one folder):
 *
 * - PAYMENTS_SANDBOX: "on" or "off". On, providers without a secret use their
 *   sandbox adapter; off, they are unavailable. Default: on, except with
 *   NODE_ENV=production, where a forgotten secret must never mean free VIP time.
 * - PAYMENTS_<PROVIDER>_SECRET (PAYMENTS_S1_SECRET, PAYMENTS_PS_SECRET, …):
 *   the provider's secret; when set, that provider uses its live adapter.
 * - PAYMENTS_S1_PUBLIC_KEY: the publishable key a live s1 gives the card form.
 * - PAYMENTS_RENEWAL_INTERVAL_MS: how often the renewal job looks for
 *   subscriptions to renew (docs/payments.md "Renewal"); 0 turns it off in
 *   this process. Default: 60000, and 0 with NODE_ENV=test, where tests run
 *   the job themselves on their own clock.
 */
export interface PaymentsSettings {
  sandbox: boolean;
  secrets: Partial<Record<ProviderId, string>>;
  s1PublicKey: string | undefined;
  /** 0: the job does not run on a timer here. Undefined: the default (RENEWAL_INTERVAL_MS). */
  renewalIntervalMs?: number;
}

export class PaymentsSettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentsSettingsError";
  }
}

const ON = new Set(["on", "1", "true", "yes"]);
const OFF = new Set(["off", "0", "false", "no"]);

export function secretVariable(provider: ProviderId): string {
  return `PAYMENTS_${provider.toUpperCase()}_SECRET`;
}

/** @throws PaymentsSettingsError for a PAYMENTS_SANDBOX value that is neither on nor off. */
export function readPaymentsSettings(
  env: NodeJS.ProcessEnv,
  nodeEnv: "development" | "test" | "production",
): PaymentsSettings {
  const rawSandbox = env.PAYMENTS_SANDBOX?.trim().toLowerCase() ?? "";
  let sandbox = nodeEnv !== "production";
  if (ON.has(rawSandbox)) sandbox = true;
  else if (OFF.has(rawSandbox)) sandbox = false;
  else if (rawSandbox !== "") {
    throw new PaymentsSettingsError(
      `PAYMENTS_SANDBOX must be "on" or "off", got "${rawSandbox.slice(0, 40)}"`,
    );
  }
  const secrets: Partial<Record<ProviderId, string>> = {};
  for (const provider of PROVIDER_IDS) {
    const value = env[secretVariable(provider)]?.trim();
    if (value) secrets[provider] = value;
  }
  const s1PublicKey = env.PAYMENTS_S1_PUBLIC_KEY?.trim() || undefined;
  const rawInterval = env.PAYMENTS_RENEWAL_INTERVAL_MS?.trim() ?? "";
  const renewalIntervalMs =
    rawInterval === "" ? (nodeEnv === "test" ? 0 : RENEWAL_INTERVAL_MS) : Number(rawInterval);
  if (!Number.isInteger(renewalIntervalMs) || renewalIntervalMs < 0) {
    throw new PaymentsSettingsError(
      `PAYMENTS_RENEWAL_INTERVAL_MS must be a whole number of milliseconds (0 turns the renewal job off), got "${rawInterval.slice(0, 40)}"`,
    );
  }
  return { sandbox, secrets, s1PublicKey, renewalIntervalMs };
}
