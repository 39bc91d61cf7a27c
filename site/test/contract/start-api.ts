import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const MAIN = resolve(import.meta.dirname, "../../../api/dist/main.js");
const READY = /mVPN is running at (http:\/\/\S+)/;

export interface RunningApi {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the real api (the build of `npm run build -w @mvpn/api`) on a free
 * port with an empty database in a temporary folder, and a low ALTCHA
 * difficulty so that solving takes milliseconds.
 */
export async function startApi(timeoutMs = 60_000): Promise<RunningApi> {
  if (!existsSync(MAIN)) {
    throw new Error(`${MAIN} is missing: run \`npm run build -w @mvpn/api\` first`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), "mvpn-contract-data-"));
  const siteDir = mkdtempSync(join(tmpdir(), "mvpn-contract-site-"));
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      PORT: "0",
      HOST: "127.0.0.1",
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      SITE_DIR: siteDir,
      ALTCHA_MAX_NUMBER: "1000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const cleanUp = () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(siteDir, { recursive: true, force: true });
  };

  try {
    const url = await waitForUrl(child, timeoutMs);
    return {
      url,
      async stop() {
        await stopProcess(child);
        cleanUp();
      },
    };
  } catch (error) {
    await stopProcess(child);
    cleanUp();
    throw error;
  }
}

function waitForUrl(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolveUrl, reject) => {
    let output = "";
    const timer = setTimeout(
      () => fail(new Error(`api did not start in ${timeoutMs} ms`)),
      timeoutMs,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(new Error(`${error.message}\n${output}`));
    };
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) => fail(new Error(`api exited with code ${code}`)));
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once("exit", () => done());
    child.kill("SIGTERM");
  });
}
