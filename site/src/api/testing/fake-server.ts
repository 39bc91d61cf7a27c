import { type AxiosAdapter, AxiosError, type InternalAxiosRequestConfig } from "axios";

/** One request as the api would have received it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  params: Record<string, unknown> | undefined;
  body: unknown;
}

export interface FakeReply {
  status: number;
  data?: unknown;
}

export type FakeHandler = (request: SeenRequest) => FakeReply | Promise<FakeReply>;

/**
 * An axios adapter that answers from a handler instead of the network, and
 * keeps every request for assertions (test-only).
 */
export function createFakeServer(handler: FakeHandler) {
  const requests: SeenRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: SeenRequest = {
      method: (config.method ?? "get").toUpperCase(),
      url: config.url ?? "",
      headers: Object.fromEntries(
        Object.entries(config.headers.toJSON()).map(([name, value]) => [name, String(value)]),
      ),
      params: config.params,
      body: typeof config.data === "string" ? JSON.parse(config.data) : config.data,
    };
    requests.push(request);
    const reply = await handler(request);
    const response = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
      request: {},
    };
    if (config.validateStatus && !config.validateStatus(reply.status)) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        {},
        response,
      );
    }
    return response;
  };
  return { adapter, requests };
}

/** The api's envelope (docs/api.md). */
export const envelope = (code: number, message: string, data: unknown = null) => ({
  code,
  message,
  data,
});

export const ok = (data: unknown): FakeReply => ({ status: 200, data: envelope(0, "ok", data) });
