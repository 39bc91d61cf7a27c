import axios, {
  type AxiosAdapter,
  type AxiosError,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from "axios";
import type { BotProtection, SignatureVersion } from "../bot-protection/bot-protection";
import { createBotProtection } from "../bot-protection/select-provider";
import { clearSession, currentToken } from "../state/session";
import { APP_TYPE, APP_TYPE_HEADER } from "./app-type";
import { botProtectedPath, withRecasign } from "./bot-path";
import { apiBaseUrl, recaptchaSiteKey } from "./config";
import { type Envelope, mms } from "./envelope";
import {
  alertFailure,
  applySessionRules,
  type ErrorTableDeps,
  rejectionReason,
  type SessionPort,
} from "./error-table";
import { apiHeaders } from "./request-headers";
import { RETRY_DELAY_MS, shouldRetry } from "./retry-policy";
import { type ApiUi, apiUi } from "./ui-port";

declare module "axios" {
  interface AxiosRequestConfig {
    /** SPEC.md §7: a bot-protected call and its signature version. */
    botVersion?: SignatureVersion;
    /** SPEC.md §7 "generic admin wrapper": any status other than 200 alerts and fails. */
    admin?: boolean;
    /** Retries already made for this call (SPEC.md §7: at most one). */
    retries?: number;
  }
}

export interface ApiClientOptions {
  baseURL?: string;
  /** Read at each failure, so the site can wire its Modal after the client exists. */
  ui?: () => ApiUi;
  session?: SessionPort;
  botProtection?: BotProtection;
  /** Tests answer requests without a network. */
  adapter?: AxiosAdapter;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const stateSession: SessionPort = { token: currentToken, clear: clearSession };

/**
 * The HTTP client of SPEC.md §7 with the error table of §8. Loaded on first
 * use only (see ./index.ts), never in the first chunks.
 */
export function createApiClient(options: ApiClientOptions = {}): AxiosInstance {
  const ui = options.ui ?? apiUi;
  const session = options.session ?? stateSession;
  const sleep = options.sleep ?? wait;
  const deps = (): ErrorTableDeps => ({ ui: ui(), session });

  const http = axios.create({
    baseURL: options.baseURL ?? apiBaseUrl(),
    headers: { [APP_TYPE_HEADER]: String(APP_TYPE) },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  const bot =
    options.botProtection ??
    createBotProtection({
      recaptchaSiteKey: recaptchaSiteKey(),
      fetchChallenge: () =>
        http.get(mms("bot/v1/challenge")).then((response) => response.data.data),
    });

  http.interceptors.request.use(async (config) => {
    const hasBody = config.data !== undefined;
    config.headers.set(apiHeaders(session.token(), { method: config.method, hasBody }));
    if (config.botVersion && config.url) return signForBot(config, config.botVersion, bot);
    return config;
  });

  http.interceptors.response.use(
    async (response: AxiosResponse) => {
      const outcome = await applySessionRules(response.status, response.data, deps());
      if (outcome) throw rejectionReason({ response });
      if (response.config.admin && response.status !== 200) {
        await alertFailure(response.data, ui());
        throw rejectionReason({ response });
      }
      return response;
    },
    async (error: AxiosError) => {
      const { config, response } = error;
      if (!response || !config) throw rejectionReason(error);
      const retries = config.retries ?? 0;
      if (shouldRetry(config.method, response.status, retries)) {
        await sleep(RETRY_DELAY_MS);
        return http.request({ ...config, retries: retries + 1 });
      }
      const outcome = await applySessionRules(response.status, response.data, deps());
      // The session rules already told the visitor; a second dialog would only repeat it.
      if (config.admin && !outcome) await alertFailure(response.data, ui());
      throw rejectionReason(error);
    },
  );

  return http;
}

async function signForBot(
  config: InternalAxiosRequestConfig,
  version: SignatureVersion,
  bot: BotProtection,
): Promise<InternalAxiosRequestConfig> {
  const url = config.url ?? "";
  const action = url.split("/").filter(Boolean).pop() ?? "submit";
  const signed = withRecasign(config, await bot.token(version, action));
  signed.url = botProtectedPath(url, version);
  return signed;
}

/** The envelope's `data` of a successful call. */
export async function dataOf<T>(request: Promise<AxiosResponse<Envelope<T>>>): Promise<T> {
  return (await request).data.data;
}
