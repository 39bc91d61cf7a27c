import type { FastifyRequest, FastifyServerOptions } from "fastify";
import { destination } from "pino";
import type { Config } from "../config.js";
import { serializeError } from "./log-error.js";
import { loggedUrl } from "./log-url.js";

type LoggerOptions = Exclude<FastifyServerOptions["logger"], boolean | undefined>;

/** Where log lines go instead of stdout: anything with a write(line) method. */
export interface LogStream {
  write(line: string): void;
}

/**
 * Pino options for Fastify's logger: structured JSON lines (one object per
 * event, with the request id as `reqId`) for log collectors, and a readable
 * pretty print only for a developer watching a terminal.
 */
export async function loggerOptions(
  config: Pick<Config, "logLevel" | "nodeEnv">,
  stream?: LogStream,
  isTerminal: boolean = process.stdout.isTTY === true,
): Promise<LoggerOptions> {
  const options: LoggerOptions = {
    level: config.logLevel,
    // Fastify's request serializer leaves headers out today; this keeps
    // credentials out of the logs if a later change logs them.
    redact: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
    serializers: {
      // A failed query is logged as its code and name, never its values (log-error.ts).
      err: serializeError,
      // Fastify's own request serializer with the URL made safe to log:
      // secrets in the query redacted, long URLs cut (log-url.ts).
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
  if (stream !== undefined) {
    // Tests read the JSON lines from their own stream.
    options.stream = stream;
  } else if (isTerminal && config.nodeEnv !== "production") {
    const pretty = await prettyStream();
    if (pretty !== undefined) options.stream = pretty;
  }
  options.stream ??= bufferedStdout();
  return options;
}

/**
 * stdout, written in blocks of about 4 KB instead of a write(2) per line: at
 * a few thousand requests a second the per-line system call was a fifth of
 * the api's CPU time (issue #34, the api against bare Fastify). A quiet
 * server's line still shows within 250 ms, and pino writes what is left
 * synchronously when the process exits, a crash's last line included.
 */
function bufferedStdout(): LogStream {
  return destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 });
}

/**
 * pino-pretty as a synchronous stream in this thread rather than as a pino
 * transport: no worker thread to start and flush at exit, and a soft fallback
 * because pino-pretty is a dev dependency: an install without dev dependencies
 * logs JSON instead of failing to start.
 */
async function prettyStream(): Promise<LogStream | undefined> {
  try {
    const { default: pretty } = await import("pino-pretty");
    return pretty({ translateTime: "HH:MM:ss.l", ignore: "pid,hostname", sync: true });
  } catch {
    return undefined;
  }
}
