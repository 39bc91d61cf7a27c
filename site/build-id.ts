import { randomUUID } from "node:crypto";

/**
 * One id per build, shared by vite.config.ts (compiled into the client) and
 * react-router.config.ts (written to /_build/latest.json): both configs load
 * in the same process, so the first sets the variable and the second reads it.
 */
export function buildId(): string {
  process.env.MVPN_BUILD_ID ||= `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
  return process.env.MVPN_BUILD_ID;
}
