import { execFileSync } from "node:child_process";

/** The Redis the Redis rows use; they are skipped when nothing answers there. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL?.trim() || "redis://127.0.0.1:6379/15";

/**
 * Whether TEST_REDIS_URL answers PING, decided once when the test file loads
 * (describe.skipIf needs the answer before any hook runs).
 */
export const redisAvailable: boolean = probe(TEST_REDIS_URL);

function probe(url: string): boolean {
  const script = `
    const net = require("node:net");
    const url = new URL(process.argv[1]);
    const socket = net.connect(Number(url.port || 6379), url.hostname);
    socket.setTimeout(1000, () => process.exit(1));
    socket.on("error", () => process.exit(1));
    socket.on("connect", () => socket.write("PING\\r\\n"));
    socket.on("data", (data) => process.exit(String(data).startsWith("+PONG") ? 0 : 1));
  `;
  try {
    execFileSync(process.execPath, ["-e", script, url], { stdio: "ignore", timeout: 3000 });
    return true;
  } catch {
    return false;
  }
}
