#!/usr/bin/env node
// `npm start`: build what the site and api need, then run the api, which
// serves the prerendered site and the calls on one local origin with the
// embedded database (created under .data/ on first start).
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

if (process.env.SKIP_BUILD !== "1") {
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The WebRTC leak test asks a STUN server: a local one on loopback unless the
// environment says otherwise (docs/tools.md).
const env = { ...process.env, STUN_PORT: process.env.STUN_PORT ?? "3478" };
const api = spawn(process.execPath, ["api/dist/main.js"], { cwd: root, stdio: "inherit", env });
// Hand Ctrl-C and SIGTERM to the api, which shuts down gracefully.
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => api.kill(signal));
}
api.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
