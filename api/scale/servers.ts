import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createScratchDatabase } from "../test/helpers/scratch-database.js";

/** PostgreSQL's programs (Debian's package); SCALE_PG_BIN for another version. */
const PG_BIN = process.env.SCALE_PG_BIN ?? "/usr/lib/postgresql/15/bin";

export interface PostgresForScale {
  /** The database the api instances use. */
  databaseUrl: string;
  /** What a restart does here, for the report. */
  restartKind: string;
  /** Stops the server and starts it again (or, on a server that is not ours, ends every connection). */
  restart(downMs: number): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the run's own (initdb in a temporary folder, trust
 * authentication, loopback only), so that it can be restarted without
 * touching anyone else's. As root, its programs run as the `postgres` user
 * (PostgreSQL refuses to run as root).
 */
export async function startOwnPostgres(port: number): Promise<PostgresForScale> {
  const dir = mkdtempSync(path.join(tmpdir(), "mvpn-scale-pg-"));
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const command = path.join(PG_BIN, program);
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", command, ...args]]
      : [command, args];
    execFileSync(file as string, argv as string[], { stdio: ["ignore", "ignore", "pipe"] });
  };
  run("initdb", [
    "-D",
    data,
    "-A",
    "trust",
    "-U",
    "postgres",
    "-E",
    "UTF8",
    "--locale=C",
    "--no-sync",
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const start = () =>
    run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "server.log"), "-w", "start"]);
  // -m fast: what a restart by an operator or an orchestrator does; open sessions are ended.
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  const serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query("create database mvpn_scale");
  await client.end();
  return {
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/mvpn_scale`,
    restartKind: "pg_ctl stop -m fast, then start",
    async restart(downMs) {
      stop();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      start();
    },
    async dispose() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A scratch database on a server that is not ours (DATABASE_URL): it cannot
 * be restarted, so a "restart" ends every connection of the api to it, which
 * is what a restart looks like from the api.
 */
export async function useGivenPostgres(serverUrl: string): Promise<PostgresForScale> {
  const scratch = await createScratchDatabase(serverUrl, "scale");
  return {
    databaseUrl: scratch.url,
    restartKind:
      "every connection ended (pg_terminate_backend): DATABASE_URL is not ours to restart",
    async restart() {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [scratch.name],
      );
      await admin.end();
    },
    dispose: () => scratch.drop(),
  };
}

export interface RedisForScale {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * A redis-server of the run's own on `port`, with an append-only file as
 * production keeps one (docs/deploy.md), so a restart keeps the counters.
 */
export async function startOwnRedis(port: number): Promise<RedisForScale> {
  const dir = mkdtempSync(path.join(tmpdir(), "mvpn-scale-redis-"));
  let child: ChildProcess | undefined;
  const start = async () => {
    const server = spawn(
      "redis-server",
      [
        "--port",
        String(port),
        "--bind",
        "127.0.0.1",
        "--dir",
        dir,
        "--appendonly",
        "yes",
        "--save",
        "",
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    child = server;
    let output = "";
    server.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const deadline = Date.now() + 10_000;
    while (!output.includes("Ready to accept connections")) {
      if (server.exitCode !== null || Date.now() > deadline) {
        throw new Error(`redis-server did not start:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const stop = async () => {
    const server = child;
    if (server === undefined || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}/0`,
    start,
    stop,
    async dispose() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
