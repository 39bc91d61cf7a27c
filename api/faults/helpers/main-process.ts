import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { packageRoot } from "../../src/paths.js";

/** The built api, as production runs it (scripts/test-faults.mjs rebuilds it when stale); FAULTS_MAIN_JS runs another build (a deliberately broken copy). */
export const MAIN_JS = process.env.FAULTS_MAIN_JS ?? path.join(packageRoot, "dist", "main.js");

export interface MainProcess {
  child: ChildProcess;
  /** The URL the api printed once it listened. */
  url: string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** Everything the process wrote so far (JSON log lines and the start line). */
  log(): string;
  /** Resolves once the log matches `pattern`; rejects after `timeoutMs` (a bound only a failure reaches). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** SIGKILL if still running (after a failed test). */
  kill(): void;
}

/**
 * Starts `node dist/main.js` on a free port with `env` and resolves once it
 * serves. Logs at info so the tests can read what it says about faults.
 */
export async function startMain(env: Record<string, string>): Promise<MainProcess> {
  if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: npm run build -w @mvpn/api`);
  const child = spawn(process.execPath, [MAIN_JS], {
    cwd: packageRoot,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      HOST: "127.0.0.1",
      PORT: "0",
      SITE_DIR: "/nonexistent/mvpn-site",
      // The load plays many clients with X-Forwarded-For (helpers/load.ts).
      TRUST_PROXY: "loopback",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));

  async function waitFor(pattern: RegExp, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(output)) {
      if (Date.now() > deadline || child.exitCode !== null) {
        throw new Error(`dist/main.js never printed ${pattern}:\n${output.slice(-4000)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  try {
    await waitFor(/mVPN is running at http:\/\/\S+/);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  const url = /mVPN is running at (http:\/\/\S+)/.exec(output)?.[1] as string;
  return {
    child,
    url,
    exited,
    log: () => output,
    waitFor,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    },
  };
}
