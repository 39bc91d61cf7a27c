import type { AddressInfo } from "node:net";
import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.js";
import { type Config, ConfigError, loadConfig } from "./config.js";
import { type StunServer, startStunServer } from "./stun/server.js";

/** In-flight requests get this long to finish on SIGTERM/SIGINT before a forced exit. */
const SHUTDOWN_DELAY_MS = 10_000;

// close-with-grace listens to every signal by default, including the ones a
// crash raises. A JavaScript listener for SIGSEGV replaces the default "die"
// with "note it and carry on", so a fault (seen in PGlite after the terminal
// hung up) re-runs the faulting instruction forever: a process spinning at
// 100 % CPU instead of exiting. Let those signals do what they normally do.
const CRASH_SIGNALS: closeWithGrace.AllEvents[] = [
  "SIGSEGV",
  "SIGBUS",
  "SIGFPE",
  "SIGILL",
  "SIGTRAP",
  "SIGABRT",
];

const config = readConfigOrExit();
const app = await buildApp(config).catch((error: unknown) => {
  // No app logger yet: the database could not be opened or migrated.
  console.error("mVPN could not start:", error);
  process.exit(1);
});

// The leak test's STUN server (docs/tools.md), when STUN_PORT asks for one.
let stun: StunServer | undefined;

// Stop accepting connections, let in-flight requests finish, close the
// database (an onClose hook), then exit 0; exit 1 if that takes longer than
// the delay or if the process is going down because of an uncaught error.
closeWithGrace(
  { delay: SHUTDOWN_DELAY_MS, logger: app.log, skip: CRASH_SIGNALS },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, "shutting down after an uncaught error");
    else app.log.info({ signal }, "shutting down");
    await stun?.close();
    await app.close();
  },
);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, "could not listen");
  await app.close();
  process.exit(1);
}

if (config.tools.stunPort !== undefined) {
  try {
    stun = await startStunServer({
      host: config.tools.stunHost,
      port: config.tools.stunPort,
      logger: app.log,
    });
  } catch (error) {
    // The site works without it; only the leak test says it could not verify.
    app.log.warn({ err: error }, "could not start the STUN server");
  }
}

// The one line a person looks for after `npm start`.
console.log(`mVPN is running at ${publicUrl(config, app.server.address() as AddressInfo)}`);

function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function publicUrl(config: Config, address: AddressInfo): string {
  // Listening on every interface: the local address is the one to click.
  const wildcard = config.host === "0.0.0.0" || config.host === "::";
  const host = wildcard ? "localhost" : config.host;
  return `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`;
}
