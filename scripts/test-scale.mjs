#!/usr/bin/env node
// `npm run test:scale` (issue #35, docs/testing.md "Scale-out"): three api
// instances behind the nginx front of deploy/nginx/ (Debian's nginx, installed
// when missing), a PostgreSQL cluster and a redis-server of the run's own
// (or DATABASE_URL's server), 60 s of mixed traffic with an instance stopped,
// Redis stopped and PostgreSQL restarted meanwhile, then the database counted
// against what was acknowledged (api/scale/run.ts). Builds first when the
// build is missing or the api is stale. Not part of `npm test`: it takes
// about two minutes and most of two cores. SCALE_DURATION_S changes the 60 s.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureEverythingBuilt } from "./ensure-build.mjs";
import {
  ensureNginx,
  freePorts,
  makeCertificate,
  startNginx,
  writeFrontConfig,
} from "./nginx-front.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const INSTANCES = 3;

ensureEverythingBuilt();
ensureNginx();

const dir = mkdtempSync(join(tmpdir(), "mvpn-scale-front-"));
const siteDir = join(root, "site", "build", "client");
// Distinct ports: instances, nginx's two listeners, PostgreSQL, Redis.
const ports = await freePorts(INSTANCES + 4);
const apiPorts = ports.slice(0, INSTANCES);
const [httpPort, httpsPort, postgresPort, redisPort] = /** @type {number[]} */ (
  ports.slice(INSTANCES)
);
const certificate = makeCertificate(dir);
const config = writeFrontConfig({
  dir,
  siteDir,
  upstreams: apiPorts.map((port) => `127.0.0.1:${port}`),
  httpPort: /** @type {number} */ (httpPort),
  httpsPort: /** @type {number} */ (httpsPort),
});
const nginx = await startNginx(dir, config, /** @type {number} */ (httpsPort));

const runner = spawn("npx", ["tsx", join(root, "api", "scale", "run.ts")], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    // The front's certificate, made above: trusted by this run's clients only.
    NODE_EXTRA_CA_CERTS: certificate,
    SCALE_FRONT_URL: `https://localhost:${httpsPort}`,
    SCALE_FRONT_HTTP_URL: `http://localhost:${httpPort}`,
    SCALE_API_PORTS: apiPorts.join(","),
    SCALE_FREE_PORTS: `${postgresPort},${redisPort}`,
    SCALE_SITE_DIR: siteDir,
  },
});
const code = await new Promise((resolve) => runner.on("exit", (status) => resolve(status ?? 1)));
await nginx.stop();
if (code === 0) rmSync(dir, { recursive: true, force: true });
else console.log(`nginx's configuration and logs: ${dir}`);
process.exit(/** @type {number} */ (code));
