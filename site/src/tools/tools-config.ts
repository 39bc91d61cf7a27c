import { apiBaseUrl } from "../api/config";
import { apiHeaders } from "../api/request-headers";

/**
 * The tools' settings, served by the api at GET /api/tools/config
 * (docs/tools.md): one site build serves a laptop running `npm start` (the
 * loopback STUN server) and production (STUN_URLS) alike.
 */
export interface ToolsConfig {
  /** stun: URLs for the leak test; empty when none is configured. */
  stunUrls: string[];
  /** The api's IPv4-only and IPv6-only origins, for the other family's address; null when not set up. */
  ipv4Url: string | null;
  ipv6Url: string | null;
}

export const EMPTY_TOOLS_CONFIG: ToolsConfig = { stunUrls: [], ipv4Url: null, ipv6Url: null };

const isString = (value: unknown): value is string => typeof value === "string" && value !== "";

/** Reads an answer defensively: a field of the wrong type counts as unset. */
export function toToolsConfig(body: unknown): ToolsConfig {
  if (typeof body !== "object" || body === null) return EMPTY_TOOLS_CONFIG;
  const record = body as Record<string, unknown>;
  return {
    stunUrls: Array.isArray(record.stunUrls) ? record.stunUrls.filter(isString) : [],
    ipv4Url: isString(record.ipv4Url) ? record.ipv4Url : null,
    ipv6Url: isString(record.ipv6Url) ? record.ipv6Url : null,
  };
}

/** Never throws: without the config the tools still run and say what they could not check. */
export async function loadToolsConfig(fetcher: typeof fetch = fetch): Promise<ToolsConfig> {
  try {
    const response = await fetcher(`${apiBaseUrl()}/api/tools/config`, {
      headers: apiHeaders(),
    });
    if (!response.ok) return EMPTY_TOOLS_CONFIG;
    return toToolsConfig(await response.json());
  } catch {
    return EMPTY_TOOLS_CONFIG;
  }
}
