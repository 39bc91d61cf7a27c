import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { listen } from "../helpers/http.js";
import { connectRaw, type RawConnection } from "../helpers/raw-http.js";
import { makePgliteDataDir } from "../helpers/temp-dir.js";
import { testConfig } from "../helpers/test-config.js";

/** What a slowloris client trickles: one byte this often… */
const TRICKLE_EVERY_MS = 25;
/** …for at most this many bytes (10 s): far past the limits below, never past the test. */
const TRICKLE_BYTES = 400;

/**
 * Issue #18, finding 2: Fastify ran with requestTimeout and connectionTimeout
 * 0, so a POST sending one byte every 3 s kept its connection forever. With
 * HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS (small here, 10 s and 30 s by
 * default), the server answers 408 and closes the connection; the test
 * checks that this happens while the client still had most of its request to
 * send, not how many milliseconds it took.
 */
describe("given a client that sends its request slowly", () => {
  let temp: Awaited<ReturnType<typeof makePgliteDataDir>>;
  let app: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    temp = await makePgliteDataDir("timeouts", { migrated: true });
    app = await buildApp(
      testConfig({ DATA_DIR: temp.path, HEADERS_TIMEOUT_MS: "300", REQUEST_TIMEOUT_MS: "600" }),
    );
    baseUrl = await listen(app);
  });

  afterAll(async () => {
    await app?.close();
    await temp?.remove();
  });

  /** Writes `start`, then one byte at a time until the server closes the connection or the bytes run out. */
  async function trickle(connection: RawConnection, start: string): Promise<number> {
    connection.socket.write(start);
    let sent = 0;
    const timer = setInterval(() => {
      if (sent >= TRICKLE_BYTES || connection.socket.destroyed) return;
      connection.socket.write("x");
      sent += 1;
      // Out of bytes: finish the request and hang up (the server did not).
      if (sent === TRICKLE_BYTES) connection.socket.end("\r\n\r\n");
    }, TRICKLE_EVERY_MS);
    connection.socket.on("error", () => {
      // The server hung up; `closed` says so.
    });
    await connection.closed;
    clearInterval(timer);
    return sent;
  }

  it("should cut off a POST whose body trickles in, answering 408", async () => {
    const connection = await connectRaw(baseUrl);
    const headers = [
      "POST /api/mms/analytics/v1/events HTTP/1.1",
      "Host: 127.0.0.1",
      "X-App-Type: 501",
      "Content-Type: application/json",
      `Content-Length: ${TRICKLE_BYTES + 4}`,
    ].join("\r\n");
    const sent = await trickle(connection, `${headers}\r\n\r\n`);
    expect(sent).toBeLessThan(TRICKLE_BYTES);
    const answer = connection.received();
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer).toContain('{"code":408,"message":"The request took too long to arrive."}');
  });

  it("should cut off a client that never finishes its headers, answering 408", async () => {
    const connection = await connectRaw(baseUrl);
    const sent = await trickle(connection, "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
    expect(sent).toBeLessThan(TRICKLE_BYTES);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });

  it("should still serve a client that sends its request at once", async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.status).toBe(200);
  });
});
