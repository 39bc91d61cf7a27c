// `npm run test:scale` (scripts/test-scale.mjs starts nginx, then this):
// three api instances behind the nginx front of deploy/nginx/, PostgreSQL
// and Redis of the run's own, 60 s of mixed traffic through the front while
// one instance is stopped with SIGTERM and started again, Redis is stopped
// and started again, and PostgreSQL is restarted; then the database is
// counted against what the api acknowledged. docs/testing.md "Scale-out".
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createBuyers } from "../faults/helpers/load.js";
import { type MainProcess, startMain } from "../faults/helpers/main-process.js";
import { hashPassword } from "../src/auth/passwords.js";
import { createDatabase } from "../src/db/index.js";
import { users } from "../src/db/schema/index.js";
import { checkFront, type FrontCheck } from "./front.js";
import {
  botTokenAcrossInstances,
  loginLimitAcrossInstances,
  newBotToken,
  type ProbeContext,
  type ProbeResult,
  signupWith,
} from "./probes.js";
import {
  type PostgresForScale,
  type RedisForScale,
  startOwnPostgres,
  startOwnRedis,
  useGivenPostgres,
} from "./servers.js";
import {
  type Buyer,
  checkoutLoop,
  emptyAcknowledged,
  eventsLoop,
  loginLoop,
  PROVIDERS,
  type Provider,
  pageLoop,
  pause,
  plansLoop,
  Recorder,
  signupLoop,
  type TrafficOptions,
} from "./traffic.js";
import { countStored, type TableCount } from "./verify.js";

const front = required("SCALE_FRONT_URL");
const httpFront = required("SCALE_FRONT_HTTP_URL");
const apiPorts = required("SCALE_API_PORTS").split(",").map(Number);
const freePorts = required("SCALE_FREE_PORTS").split(",").map(Number);
const siteDir = required("SCALE_SITE_DIR");
const DURATION_MS = Number(process.env.SCALE_DURATION_S ?? "60") * 1000;
/** When each fault starts, as a share of the run. */
const SIGTERM_AT = 0.15;
const REDIS_AT = 0.4;
const POSTGRES_AT = 0.65;
const REDIS_DOWN_MS = 4_000;
const POSTGRES_DOWN_MS = 1_000;

function required(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === "") {
    throw new Error(`${name} is missing: run this through npm run test:scale`);
  }
  return value;
}

interface Window {
  name: string;
  from: number;
  to: number;
}

const run = `scale-${Date.now().toString(36)}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "mvpn-scale-data-"));
let postgres: PostgresForScale | undefined;
let redis: RedisForScale | undefined;
const instances: (MainProcess | undefined)[] = [];

async function main(): Promise<boolean> {
  const [postgresPort, redisPort] = freePorts;
  postgres = process.env.DATABASE_URL
    ? await useGivenPostgres(process.env.DATABASE_URL)
    : await startOwnPostgres(postgresPort as number);
  redis = await startOwnRedis(redisPort as number);
  const env = {
    DATABASE_URL: postgres.databaseUrl,
    REDIS_URL: redis.url,
    SITE_DIR: siteDir,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    PUBLIC_URL: front,
    // The same key on every instance (docs/deploy.md): a token or a sandbox link made by one is good on all.
    ALTCHA_HMAC_KEY: randomBytes(32).toString("hex"),
    // An easy challenge: the run measures the api, not the client's proof of work.
    ALTCHA_MAX_NUMBER: "1000",
    PAYMENTS_SANDBOX: "on",
    DEV_TOOLS: "off",
  };
  const startInstance = (index: number) =>
    startMain({ ...env, PORT: String(apiPorts[index]) }).then((instance) => {
      instances[index] = instance;
      return instance;
    });
  // The first migrates the database; the others find it done.
  await startInstance(0);
  await Promise.all(apiPorts.slice(1).map((_, i) => startInstance(i + 1)));
  const instanceUrls = apiPorts.map((port) => `http://127.0.0.1:${port}`);
  console.log(
    `${apiPorts.length} api instances (${instanceUrls.join(", ")}), PostgreSQL ${postgres.databaseUrl}, Redis ${redis.url}, nginx ${front}`,
  );

  const frontChecks = await checkFront(front, httpFront, siteDir);

  const database = await createDatabase({
    dataDir: "/nonexistent",
    databaseUrl: postgres.databaseUrl,
  });
  const buyers = new Map<Provider, Buyer[]>();
  for (const provider of PROVIDERS) {
    buyers.set(provider, await createBuyers(database, `${run}-buyer-${provider}`, 40));
  }
  const loginPassword = `Scale-${randomBytes(6).toString("hex")}-login`;
  const passwordHash = await hashPassword(loginPassword);
  const loginUsers = await database.db
    .insert(users)
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        email: `${run}-login-${i}@example.com`,
        passwordHash,
      })),
    )
    .returning({ id: users.id, email: users.email });

  const recorder = new Recorder();
  const acknowledged = emptyAcknowledged();
  let stopped = false;
  const options: TrafficOptions = {
    front,
    run,
    siteDir,
    recorder,
    acknowledged,
    buyers,
    loginUsers: loginUsers.map((user) => ({ id: user.id, email: user.email as string })),
    loginPassword,
    isStopped: () => stopped,
  };
  const probeContext: ProbeContext = { run, recorder, acknowledged, instances: instanceUrls };
  const probes: ProbeResult[] = [];
  const windows: Window[] = [];
  /** Probes go straight to each instance: none while one of them is down on purpose. */
  let probesPaused = false;
  let probeInFlight: Promise<unknown> = Promise.resolve();
  /** Stops the probe loop and waits for the probe under way, before a fault. */
  const pauseProbes = async () => {
    probesPaused = true;
    await probeInFlight;
  };
  let phase = "redis up";
  let sigtermExit: number | null | undefined;

  const startedAt = Date.now();
  const at = (share: number) => pause(Math.max(0, startedAt + DURATION_MS * share - Date.now()));
  const since = (time: number) => ((time - startedAt) / 1000).toFixed(1);

  const traffic = Promise.all([
    pageLoop(options, 0),
    pageLoop(options, 1),
    plansLoop(options),
    eventsLoop(options, 0),
    eventsLoop(options, 1),
    signupLoop(options),
    loginLoop(options),
    ...PROVIDERS.map((provider) => checkoutLoop(options, provider)),
  ]);

  const probing = (async () => {
    while (!stopped) {
      if (!probesPaused) {
        probeInFlight = (async () => {
          probes.push(await loginLimitAcrossInstances(probeContext, phase));
          probes.push(await botTokenAcrossInstances(probeContext, phase));
        })();
        await probeInFlight;
      }
      await pause(5_000);
    }
  })();

  const faults = (async () => {
    // 1. One instance stopped the way an orchestrator stops it, then started again.
    await at(SIGTERM_AT);
    await pauseProbes();
    const victim = instances[1] as MainProcess;
    const sigtermAt = Date.now();
    victim.child.kill("SIGTERM");
    const exitCode = await victim.exited;
    sigtermExit = exitCode;
    const stoppedAt = Date.now();
    await startInstance(1);
    windows.push({
      name: `instance 2: SIGTERM (exit ${exitCode}), started again`,
      from: sigtermAt,
      to: Date.now(),
    });
    console.log(
      `${since(sigtermAt)} s: instance 2 SIGTERM, exited ${exitCode} after ${stoppedAt - sigtermAt} ms, serving again at ${since(Date.now())} s`,
    );
    probesPaused = false;

    // 2. Redis stopped and started again; the shared decisions are checked while it is away.
    await at(REDIS_AT);
    await pauseProbes();
    const [first, second] = instanceUrls as [string, string];
    const earlyToken = await newBotToken(first);
    const earlyFirstUse = await signupWith(probeContext, first, earlyToken);
    const redisDownAt = Date.now();
    await (redis as RedisForScale).stop();
    phase = "redis down";
    await pause(300);
    const reuse = await signupWith(probeContext, second, earlyToken);
    probes.push({
      check: "bot token used before the outage",
      phase,
      held: earlyFirstUse === 200 && reuse === 400,
      detail: `instance 1 before: ${earlyFirstUse}, instance 2 during: ${reuse} (expected 200, then 400)`,
    });
    probes.push(await loginLimitAcrossInstances(probeContext, phase));
    probes.push(await botTokenAcrossInstances(probeContext, phase));
    await pause(Math.max(0, redisDownAt + REDIS_DOWN_MS - Date.now()));
    await (redis as RedisForScale).start();
    const redisUpAt = Date.now();
    windows.push({ name: "Redis stopped and started again", from: redisDownAt, to: redisUpAt });
    console.log(`${since(redisDownAt)} s: Redis stopped; started again at ${since(redisUpAt)} s`);
    await pause(1_000);
    phase = "redis back";
    probesPaused = false;

    // 3. PostgreSQL restarted: the one fault in which a 5xx is allowed, until every instance is healthy again.
    await at(POSTGRES_AT);
    await pauseProbes();
    const postgresFrom = Date.now();
    await (postgres as PostgresForScale).restart(POSTGRES_DOWN_MS);
    const postgresUp = Date.now();
    for (const url of instanceUrls) {
      for (let tries = 0; tries < 300; tries++) {
        const health = await fetch(`${url}/healthz`).catch(() => undefined);
        if (health?.status === 200) break;
        await pause(100);
      }
    }
    const postgresTo = Date.now();
    windows.push({ name: "PostgreSQL restart", from: postgresFrom, to: postgresTo });
    console.log(
      `${since(postgresFrom)} s: PostgreSQL restart (${(postgres as PostgresForScale).restartKind}), up at ${since(postgresUp)} s, every instance healthy at ${since(postgresTo)} s`,
    );
    probesPaused = false;
    await at(1);
    stopped = true;
  })();

  await faults;
  await Promise.all([traffic, probing]);
  const trafficEnded = Date.now();
  console.log(`traffic stopped at ${since(trafficEnded)} s (checkouts in progress finished)`);

  // Every instance stopped gracefully: anything acknowledged is written by now.
  const exits = await Promise.all(
    instances.map(async (instance) => {
      instance?.child.kill("SIGTERM");
      return instance?.exited;
    }),
  );

  const stored = await countStored(
    database,
    run,
    acknowledged,
    loginUsers.map((user) => user.id),
    buyers,
  );
  await database.close();
  return report({
    recorder,
    windows,
    probes,
    stored,
    exits: [sigtermExit, ...exits],
    acknowledged,
    frontChecks,
  });
}

function report(result: {
  recorder: Recorder;
  windows: Window[];
  probes: ProbeResult[];
  stored: TableCount[];
  exits: (number | null | undefined)[];
  acknowledged: ReturnType<typeof emptyAcknowledged>;
  frontChecks: FrontCheck[];
}): boolean {
  const { exchanges } = result.recorder;
  const byStatus = new Map<string, number>();
  for (const exchange of exchanges) {
    const key = String(exchange.status);
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }
  const postgresWindow = result.windows.find((window) => window.name === "PostgreSQL restart");
  const inPostgresWindow = (from: number, to: number) =>
    postgresWindow !== undefined && from <= postgresWindow.to && to >= postgresWindow.from;
  const failed = exchanges.filter(
    (exchange) =>
      exchange.status === "network error" ||
      (typeof exchange.status === "number" && exchange.status >= 500),
  );
  const outside = failed.filter(
    (exchange) => !inPostgresWindow(exchange.startedAt, exchange.endedAt),
  );
  const viaFront = exchanges.filter((exchange) => exchange.via === "front").length;

  console.log("\n== test:scale ==");
  console.log("the front (deploy/nginx/):");
  for (const check of result.frontChecks) {
    console.log(
      `  ${check.check.padEnd(22)}${(check.held ? "yes" : "NO").padEnd(5)}${check.detail}`,
    );
  }
  console.log(
    `requests: ${exchanges.length} (${viaFront} through nginx, ${exchanges.length - viaFront} straight to an instance)`,
  );
  console.log(
    `by status: ${[...byStatus]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, n]) => `${status} × ${n}`)
      .join(", ")}`,
  );
  const byKind = new Map<string, number>();
  for (const exchange of exchanges) byKind.set(exchange.kind, (byKind.get(exchange.kind) ?? 0) + 1);
  console.log(`by kind: ${[...byKind].map(([kind, n]) => `${kind} ${n}`).join(", ")}`);
  console.log(
    `paid checkouts by provider: ${[...result.acknowledged.paid].map(([provider, ids]) => `${provider} ${ids.size}`).join(", ")}`,
  );
  console.log(
    `5xx or network errors: ${failed.length} in all, ${failed.length - outside.length} within the PostgreSQL restart, ${outside.length} outside it`,
  );
  if (postgresWindow !== undefined) {
    console.log(
      `PostgreSQL restart window: ${((postgresWindow.to - postgresWindow.from) / 1000).toFixed(1)} s, from the stop until every instance's /healthz answered 200`,
    );
  }
  for (const exchange of outside.slice(0, 10)) {
    console.log(`  outside: ${exchange.kind} via ${exchange.via} → ${exchange.status}`);
  }

  console.log("\ntable                      acknowledged  stored  exactly once");
  for (const row of result.stored) {
    console.log(
      `${row.table.padEnd(27)}${String(row.acknowledged).padStart(12)}  ${String(row.stored).padStart(6)}  ${row.exactlyOnce ? "yes" : `NO: ${row.problem}`}`,
    );
  }

  console.log(`\n${"shared across instances".padEnd(34)}${"when".padEnd(12)}held  what happened`);
  for (const probe of result.probes) {
    console.log(
      `${probe.check.padEnd(34)}${probe.phase.padEnd(12)}${(probe.held ? "yes" : "NO").padEnd(6)}${probe.detail}`,
    );
  }
  const clean = result.exits.every((code) => code === 0);
  const [midRun, ...atEnd] = result.exits;
  console.log(
    `\nSIGTERM: instance 2 mid-run exited ${midRun}; at the end the three exited ${atEnd.join(", ")}`,
  );

  const providersPaid = [...result.acknowledged.paid.values()].every((ids) => ids.size > 0);
  const failures = [
    outside.length > 0 && `${outside.length} × 5xx or network error outside the PostgreSQL restart`,
    result.stored.some((row) => !row.exactlyOnce) &&
      "a table does not hold what was acknowledged exactly once",
    result.probes.some((probe) => !probe.held) &&
      `${result.probes.filter((probe) => !probe.held).length} of ${result.probes.length} cross-instance checks did not hold`,
    !providersPaid && "a provider had no paid checkout",
    !clean && "an instance did not exit 0 on SIGTERM",
    result.frontChecks.some((check) => !check.held) && "the front does not do what deploy.md says",
  ].filter((failure): failure is string => typeof failure === "string");
  console.log(failures.length === 0 ? "\nall held" : `\nFAILED: ${failures.join("; ")}`);
  return failures.length === 0;
}

async function cleanUp(): Promise<void> {
  for (const instance of instances) instance?.kill();
  await redis?.dispose().catch(() => {});
  await postgres?.dispose().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error("test:scale could not run:", error);
  for (const [index, instance] of instances.entries()) {
    if (instance)
      console.error(`--- instance ${index + 1} log (end) ---\n${instance.log().slice(-3000)}`);
  }
} finally {
  await cleanUp();
}
process.exit(ok ? 0 : 1);
