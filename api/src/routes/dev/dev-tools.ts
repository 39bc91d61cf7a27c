import { isIP } from "node:net";
import type { FastifyRequest } from "fastify";
import type { Config } from "../../config.js";

/** Who the development tools (`/dev/outbox`) answer. */
export type DevToolsAccess = "off" | "loopback" | "everyone";

/**
 * Whether the development tools run, and for whom (issue #18, finding 1: the
 * outbox shows every mail, password-reset codes included, so serving it to
 * the network hands out every account):
 *
 * - never with NODE_ENV=production (the config refuses DEV_TOOLS there);
 * - DEV_TOOLS=local (the default otherwise): for loopback clients only, and
 *   only while the api listens on a loopback address: on HOST=0.0.0.0 they
 *   stay off, with a warning saying how to turn them on;
 * - DEV_TOOLS=network: for every client, with a warning at start.
 */
export function devToolsAccess(config: Pick<Config, "nodeEnv" | "devTools" | "host">): {
  access: DevToolsAccess;
  warning?: string;
} {
  if (config.nodeEnv === "production" || config.devTools === "off") return { access: "off" };
  if (config.devTools === "network") {
    return {
      access: "everyone",
      warning:
        "DEV_TOOLS=network: /dev/outbox answers every client, so anyone who reaches this server can read every mail, password-reset codes included",
    };
  }
  if (!isLoopbackHost(config.host)) {
    return {
      access: "off",
      warning: `development tools (/dev/outbox) are off: HOST=${config.host} is not a loopback address; set DEV_TOOLS=network to serve them to every client anyway`,
    };
  }
  return { access: "loopback" };
}

/** 127.0.0.0/8, ::1, the IPv4-mapped form of 127.x, or the name localhost. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const unmapped = address.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  if (isIP(unmapped) === 4) return unmapped.startsWith("127.");
  return unmapped === "::1" || unmapped === "0:0:0:0:0:0:0:1";
}

export function isLoopbackHost(host: string): boolean {
  return host.toLowerCase() === "localhost" || isLoopbackAddress(host);
}

/**
 * True when a Host header names this machine by a loopback name: localhost,
 * 127.x.x.x or [::1], with any port. A browser sends the name it was given,
 * so a page whose own name was made to resolve to 127.0.0.1 (DNS rebinding)
 * still says `Host: evil.example`.
 */
export function isLoopbackHostHeader(host: string | undefined): boolean {
  if (host === undefined || host === "") return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  // The URL parser keeps an IPv6 literal's brackets and writes 127.1 as 127.0.0.1.
  const bare = hostname.replace(/^\[(.*)\]$/, "$1");
  return bare === "localhost" || isLoopbackAddress(bare);
}

/**
 * True when the request comes from this machine and not through a proxy:
 * the peer and the client address (X-Forwarded-For, when TRUST_PROXY
 * believes it) are both loopback, no forwarding header is present (a
 * reverse proxy on the same machine is not a local client), and the Host
 * header is a loopback name (issue #35: DNS rebinding).
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const headers = request.headers;
  if (headers["x-forwarded-for"] !== undefined || headers.forwarded !== undefined) return false;
  if (!isLoopbackHostHeader(headers.host)) return false;
  return isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip);
}
