#!/usr/bin/env node
// `npm run observatory`: the Mozilla HTTP Observatory's scanner
// (@mdn/mdn-http-observatory) against the production front of deploy/nginx/
// on loopback: the built api with NODE_ENV=production behind nginx with TLS
// (a certificate made now) and HSTS. Prints the grade and each test; exits 0
// only for A+ (issue #35). Builds first when there is no build.
//
// Two things make a loopback scan possible (docs/deploy.md "Checking the
// headers"): the scanner's scan(host) always asks ports 80 and 443 of `host`
// and takes no port option, so it is given "localhost:<port>" (its http://
// request then reaches the TLS port, where nginx's `error_page 497` sends it
// to https://, which is what the redirection test wants to see); and it
// trusts the certificate made here through NODE_EXTRA_CA_CERTS.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
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

ensureEverythingBuilt();
ensureNginx();
ensureHstsPreloadList();

const dir = mkdtempSync(join(tmpdir(), "mvpn-observatory-"));
const [apiPort, httpPort, httpsPort] = await freePorts(3);
const certificate = makeCertificate(dir);
const api = await startApi(/** @type {number} */ (apiPort));
let nginx;
let grade = "none";
try {
  const config = writeFrontConfig({
    dir,
    siteDir: join(root, "site", "build", "client"),
    upstreams: [`127.0.0.1:${apiPort}`],
    httpPort: /** @type {number} */ (httpPort),
    httpsPort: /** @type {number} */ (httpsPort),
  });
  nginx = await startNginx(dir, config, /** @type {number} */ (httpsPort));
  const result = await scan(`localhost:${httpsPort}`, certificate);
  grade = result.scan.grade;
  console.log(
    `Mozilla HTTP Observatory (${result.scan.algorithmVersion ? `algorithm ${result.scan.algorithmVersion}` : "scanner"}) on https://localhost:${httpsPort}/ through deploy/nginx/:`,
  );
  for (const [name, test] of Object.entries(result.tests)) {
    const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
    console.log(
      `  ${test.pass ? "pass" : "FAIL"}  ${name.padEnd(32)} ${modifier.padStart(4)}  ${test.result}`,
    );
  }
  console.log(
    `grade ${grade}, score ${result.scan.score}, ${result.scan.testsPassed} of ${result.scan.testsQuantity} tests passed`,
  );
} finally {
  await nginx?.stop();
  api.kill("SIGTERM");
  await new Promise((resolve) => api.once("exit", resolve));
  rmSync(dir, { recursive: true, force: true });
}
process.exit(grade === "A+" ? 0 : 1);

/**
 * The scanner reads Chromium's HSTS preload list from its conf/ folder, which
 * its install script downloads. Install scripts are not run here
 * (package.json "allowScripts") and the download needs the internet: an
 * empty list is what a loopback host would find in it anyway.
 */
function ensureHstsPreloadList() {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve("@mdn/mdn-http-observatory/package.json"));
  const list = join(packageDir, "conf", "hsts-preload.json");
  if (!existsSync(list)) writeFileSync(list, "{}\n");
}

/**
 * The built api as production runs it, on its own embedded database.
 * @param {number} port
 */
async function startApi(port) {
  const child = spawn(process.execPath, [join(root, "api", "dist", "main.js")], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      DATA_DIR: join(dir, "data"),
      SITE_DIR: join(root, "site", "build", "client"),
      TRUST_PROXY: "loopback",
      PUBLIC_URL: `https://localhost:${httpsPort}`,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk.toString();
  });
  const deadline = Date.now() + 120_000;
  while (!output.includes("mVPN is running at")) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the api did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return child;
}

/**
 * Runs the scanner's scan() in a process that trusts `certificate`.
 * @param {string} host
 * @param {string} certificate
 * @returns {Promise<{ scan: { grade: string, score: number, testsPassed: number, testsQuantity: number, algorithmVersion?: number }, tests: Record<string, { pass: boolean, result: string, scoreModifier: number }> }>}
 */
function scan(host, certificate) {
  const program = `
    import { scan } from "@mdn/mdn-http-observatory";
    const result = await scan(${JSON.stringify(host)});
    const tests = Object.fromEntries(
      Object.entries(result.tests).map(([name, { pass, result: outcome, scoreModifier }]) => [
        name,
        { pass, result: outcome, scoreModifier },
      ]),
    );
    process.stdout.write(JSON.stringify({ scan: result.scan, tests }));
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", program], {
      cwd: root,
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk.toString();
    });
    child.on("exit", (code) => {
      if (code !== 0) reject(new Error(`the scanner exited ${code}`));
      else resolve(JSON.parse(output));
    });
  });
}
