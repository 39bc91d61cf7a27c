// The production front of deploy/nginx/ on loopback, for `npm run test:scale`
// and `npm run observatory`: Debian's nginx (installed when missing, the way
// ensure-chromium.mjs installs Chromium), a certificate made at run time,
// and a copy of deploy/nginx/*.conf in which only addresses and paths
// change (the container's api-N:3000, ports 80/443 and /etc/nginx paths
// become loopback ports and a temporary folder). What the copy does is what
// the documented front does.
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, connect as tcpConnect } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
/** Debian's brotli_static module (package libnginx-mod-http-brotli-static). */
export const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** nginx's temporary folders (Debian's build puts them under /var/lib/nginx). */
const TEMP_PATHS = ["body", "proxy", "fastcgi", "uwsgi", "scgi"];

const root = fileURLToPath(new URL("..", import.meta.url));
export const DEPLOY_NGINX = join(root, "deploy", "nginx");

/** Installs Debian's nginx and its brotli_static module when either is missing. */
export function ensureNginx() {
  const missing = [];
  if (!existsSync(NGINX)) missing.push("nginx");
  if (!existsSync(BROTLI_STATIC_MODULE)) missing.push("libnginx-mod-http-brotli-static");
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${missing.join(" and ")} missing and this user cannot install them: run "sudo apt-get install -y ${missing.join(" ")}"`,
    );
  }
  console.log(`Installing Debian's ${missing.join(" and ")} (apt-get install) …`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...missing], {
    stdio: "inherit",
    env,
  });
  if (!existsSync(NGINX) || !existsSync(BROTLI_STATIC_MODULE)) {
    throw new Error(`apt-get finished but ${NGINX} or ${BROTLI_STATIC_MODULE} is still missing`);
  }
  // A newly installed nginx starts its own default site on port 80: not ours to keep.
  if (!missing.includes("nginx")) return;
  try {
    execFileSync("service", ["nginx", "stop"], { stdio: "ignore" });
  } catch {
    // No service manager in a container: nothing was started.
  }
}

/** A TCP port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * `count` different free ports.
 * @param {number} count
 * @returns {Promise<number[]>}
 */
export async function freePorts(count) {
  /** @type {number[]} */
  const ports = [];
  while (ports.length < count) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  return ports;
}

/**
 * A self-signed certificate for localhost and 127.0.0.1, valid two days,
 * written as tls/fullchain.pem and tls/privkey.pem under `dir`. Clients of
 * the loopback front trust it through NODE_EXTRA_CA_CERTS.
 * @param {string} dir
 * @returns {string} the certificate's path
 */
export function makeCertificate(dir) {
  const tls = join(dir, "tls");
  mkdirSync(tls, { recursive: true });
  const cert = join(tls, "fullchain.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:P-256",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-addext",
      "basicConstraints=critical,CA:TRUE",
      "-keyout",
      join(tls, "privkey.pem"),
      "-out",
      cert,
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  return cert;
}

/**
 * @typedef {object} FrontOptions
 * @property {string} dir a temporary folder for the configuration, logs and certificate
 * @property {string} siteDir the built site (site/build/client)
 * @property {string[]} upstreams the api instances, "127.0.0.1:port" each
 * @property {number} httpPort where deploy/nginx's port 80 listens
 * @property {number} httpsPort where its port 443 listens
 */

/**
 * Writes the loopback copy of deploy/nginx under `dir` and answers the path
 * of its nginx.conf. Fails when an expected line of the originals is gone,
 * so the copy cannot silently drift from them.
 * @param {FrontOptions} options
 */
export function writeFrontConfig({ dir, siteDir, upstreams, httpPort, httpsPort }) {
  const conf = join(dir, "mvpn");
  mkdirSync(conf, { recursive: true });
  // Worker processes run as nobody when nginx starts as root: they write here.
  mkdirSync(join(dir, "temp"), { recursive: true });
  chmodSync(join(dir, "temp"), 0o777);
  for (const temp of TEMP_PATHS) {
    mkdirSync(join(dir, "temp", temp), { recursive: true });
    chmodSync(join(dir, "temp", temp), 0o777);
  }
  /** @param {string} name */
  const read = (name) => readFileSync(join(DEPLOY_NGINX, name), "utf8");
  /**
   * Replaces `from` in `text`, and fails when it is not there.
   * @param {string} text
   * @param {string | RegExp} from
   * @param {string} to
   * @param {string} name the file, for the error
   */
  const replace = (text, from, to, name) => {
    const pattern =
      from instanceof RegExp ? new RegExp(from.source, `${from.flags.replace("g", "")}g`) : from;
    if (!(typeof pattern === "string" ? text.includes(pattern) : pattern.test(text))) {
      throw new Error(`deploy/nginx/${name} no longer has ${from}: update nginx-front.mjs`);
    }
    if (typeof pattern !== "string") pattern.lastIndex = 0;
    return text.replaceAll(pattern, to);
  };

  let main = read("nginx.conf");
  main = replace(main, /^user .*;\n/m, "", "nginx.conf");
  // Two cores are shared with everything else the test runs.
  main = replace(main, "worker_processes auto;", "worker_processes 1;", "nginx.conf");
  main = replace(main, "pid /run/nginx.pid;", `pid ${join(dir, "nginx.pid")};`, "nginx.conf");
  main = replace(
    main,
    /error_log \S+ warn;/,
    `error_log ${join(dir, "error.log")} warn;`,
    "nginx.conf",
  );
  main = replace(
    main,
    "include /etc/nginx/modules-enabled/*.conf;",
    `load_module ${BROTLI_STATIC_MODULE};`,
    "nginx.conf",
  );
  main = replace(
    main,
    "access_log /var/log/nginx/access.log;",
    [
      `access_log ${join(dir, "access.log")};`,
      ...TEMP_PATHS.map(
        (temp) =>
          `    ${temp === "body" ? "client_body" : temp}_temp_path ${join(dir, "temp", temp)};`,
      ),
    ].join("\n"),
    "nginx.conf",
  );
  main = replace(main, "/etc/nginx/mvpn/", `${conf}/`, "nginx.conf");

  let front = read("mvpn.conf");
  const servers = [...front.matchAll(/^ {4}server api-\d+:3000 (.*);$/gm)];
  if (servers.length === 0) throw new Error("deploy/nginx/mvpn.conf has no api-N:3000 servers");
  const serverOptions = servers[0]?.[1] ?? "";
  front = front.replace(
    /(^ {4}server api-\d+:3000 .*;\n)+/m,
    upstreams.map((upstream) => `    server ${upstream} ${serverOptions};\n`).join(""),
  );
  front = replace(front, "listen 80;", `listen 127.0.0.1:${httpPort};`, "mvpn.conf");
  front = replace(front, /^ +listen \[::\]:\d+.*\n/gm, "", "mvpn.conf");
  front = replace(
    front,
    "listen 443 ssl http2;",
    `listen 127.0.0.1:${httpsPort} ssl http2;`,
    "mvpn.conf",
  );
  front = replace(front, "/etc/nginx/tls/", `${join(dir, "tls")}/`, "mvpn.conf");
  front = replace(front, "/etc/nginx/mvpn/", `${conf}/`, "mvpn.conf");
  // Port 80's redirect keeps the port of the loopback copy's HTTPS listener.
  front = replace(
    front,
    "return 301 https://$host$request_uri;",
    `return 301 https://$host:${httpsPort}$request_uri;`,
    "mvpn.conf",
  );

  let locations = read("mvpn-locations.conf");
  locations = replace(locations, "root /srv/mvpn/site;", `root ${siteDir};`, "mvpn-locations.conf");
  locations = replace(locations, "/etc/nginx/mvpn/", `${conf}/`, "mvpn-locations.conf");

  writeFileSync(join(conf, "mvpn.conf"), front);
  writeFileSync(join(conf, "mvpn-locations.conf"), locations);
  writeFileSync(join(conf, "security-headers.conf"), read("security-headers.conf"));
  const path = join(dir, "nginx.conf");
  writeFileSync(path, main);
  return path;
}

/**
 * Starts nginx on the configuration at `configPath` (checked first with
 * `nginx -t`) and resolves once `port` accepts connections.
 * @param {string} dir
 * @param {string} configPath
 * @param {number} port
 */
export async function startNginx(dir, configPath, port) {
  execFileSync(NGINX, ["-t", "-q", "-p", dir, "-c", configPath], { stdio: "inherit" });
  const child = spawn(NGINX, ["-p", dir, "-c", configPath, "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`nginx did not start: see ${join(dir, "error.log")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    child,
    /** Graceful stop (SIGQUIT): answers what is in flight, then exits. */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** @param {number} port */
function accepts(port) {
  return new Promise((resolve) => {
    const socket = tcpConnect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
