import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { ConfigError, loadConfig } from "../../src/config.js";
import { contactMessages, outbox } from "../../src/db/schema/index.js";
import { listen } from "../helpers/http.js";
import { makePgliteDataDir } from "../helpers/temp-dir.js";
import { testConfig } from "../helpers/test-config.js";

interface LogLine {
  level: number;
  msg: string;
}

/**
 * Issue #18, finding 1: `npm start` (development) served every mail of the
 * outbox, password-reset codes included, to whoever reached it, and nothing
 * stopped HOST=0.0.0.0. The development tools now answer loopback clients
 * only, and stay off on a non-loopback address unless DEV_TOOLS=network says
 * otherwise (with a warning).
 */
describe("given the development outbox", () => {
  let temp: Awaited<ReturnType<typeof makePgliteDataDir>>;
  let app: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    temp = await makePgliteDataDir("dev-tools", { migrated: true });
    // Development as `npm start` runs it; proxies on this machine are believed.
    app = await buildApp(
      testConfig({ DATA_DIR: temp.path, NODE_ENV: "development", TRUST_PROXY: "loopback" }),
    );
    await app.database.db.insert(outbox).values({
      to: "victim@example.com",
      subject: "Your mVPN verification code: 123456",
      text: "Your verification code is: 123456",
      template: "verification",
    });
    baseUrl = await listen(app);
  });

  afterAll(async () => {
    await app?.close();
    await temp?.remove();
  });

  /** Another app on the same database, with other settings, logging to `lines`. */
  async function variant(env: Record<string, string>, lines: LogLine[]) {
    return buildApp(
      testConfig({ DATA_DIR: temp.path, NODE_ENV: "development", LOG_LEVEL: "warn", ...env }),
      {
        database: app.database,
        logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) },
      },
    );
  }

  describe("on a loopback address (the default)", () => {
    it("should show the mail to a browser on this machine", async () => {
      const response = await fetch(`${baseUrl}/dev/outbox`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("123456");
    });

    it("should answer a client elsewhere (through a believed proxy) as if it did not exist", async () => {
      const response = await fetch(`${baseUrl}/dev/outbox`, {
        headers: { "x-forwarded-for": "203.0.113.9" },
      });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("123456");
    });

    it("should not take a request forwarded by a proxy on this machine for a local one", async () => {
      const response = await fetch(`${baseUrl}/dev/outbox`, {
        headers: { forwarded: "for=203.0.113.9;proto=https" },
      });
      expect(response.status).toBe(404);
    });
  });

  /**
   * Issue #35, finding 6: a page on evil.example whose name is made to
   * resolve to 127.0.0.1 (DNS rebinding) reaches the api from the
   * developer's own browser, a loopback client, with `Host: evil.example`.
   */
  describe("asked under a name that is not a loopback one (DNS rebinding)", () => {
    const hostOf = (base: string) => new URL(base).host;

    it.each([
      "evil.example",
      "evil.example:3000",
      "127.0.0.1.evil.example",
      "localhost.evil.example",
      "[::2]",
    ])("should answer Host: %s as if the tools did not exist", async (host) => {
      for (const path of ["/dev/outbox", "/dev/orders/not-a-uuid", "/dev/contact/1"]) {
        const response = await app.inject({ method: "GET", url: path, headers: { host } });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain("123456");
      }
    });

    it.each(["localhost", "localhost:3000", "127.0.0.1:3000", "[::1]:3000", "LOCALHOST"])(
      "should answer Host: %s, a loopback name",
      async (host) => {
        const response = await app.inject({ method: "GET", url: "/dev/outbox", headers: { host } });
        expect(response.statusCode).toBe(200);
        expect(hostOf(baseUrl)).toMatch(/^127\.0\.0\.1:/);
      },
    );
  });

  describe("the order view (/dev/orders/<id>)", () => {
    it("should answer a local client, and a client elsewhere as if it did not exist", async () => {
      const unknown = "0f8f5a8e-5d0b-4b61-9d57-2d9b8a0a1c11";
      expect((await fetch(`${baseUrl}/dev/orders/${unknown}`)).status).toBe(404);
      expect((await fetch(`${baseUrl}/dev/orders/not-a-uuid`)).status).toBe(400);
      const remote = await fetch(`${baseUrl}/dev/orders/not-a-uuid`, {
        headers: { "x-forwarded-for": "203.0.113.9" },
      });
      expect(remote.status).toBe(404);
    });
  });

  describe("the contact message view (/dev/contact/<id>)", () => {
    it("should show a stored message to a local client, and a client elsewhere nothing", async () => {
      const [row] = await app.database.db
        .insert(contactMessages)
        .values({
          email: "jane@example.com",
          subject: "billing",
          message: "Charged twice",
          category: "billing",
          appType: 5,
          ip: "127.0.0.1",
        })
        .returning({ id: contactMessages.id });
      const local = await fetch(`${baseUrl}/dev/contact/${row?.id}`);
      expect(local.status).toBe(200);
      expect(await local.json()).toMatchObject({
        id: row?.id,
        email: "jane@example.com",
        message: "Charged twice",
        category: "billing",
      });
      expect((await fetch(`${baseUrl}/dev/contact/999999`)).status).toBe(404);
      expect((await fetch(`${baseUrl}/dev/contact/not-a-number`)).status).toBe(400);
      const remote = await fetch(`${baseUrl}/dev/contact/${row?.id}`, {
        headers: { "x-forwarded-for": "203.0.113.9" },
      });
      expect(remote.status).toBe(404);
      expect(await remote.text()).not.toContain("Charged twice");
    });
  });

  describe("on HOST=0.0.0.0", () => {
    it("should leave the development tools off and say how to turn them on", async () => {
      const lines: LogLine[] = [];
      const exposed = await variant({ HOST: "0.0.0.0" }, lines);
      try {
        // Even a loopback client: the server is reachable from the network.
        const response = await exposed.inject({ url: "/dev/outbox" });
        expect(response.statusCode).toBe(404);
        const warning = lines.find((line) => line.level === 40 && /DEV_TOOLS/.test(line.msg));
        expect(warning?.msg).toContain("HOST=0.0.0.0 is not a loopback address");
        expect(warning?.msg).toContain("DEV_TOOLS=network");
      } finally {
        await exposed.close();
      }
    });

    it("should serve them to every client with DEV_TOOLS=network, and warn at start", async () => {
      const lines: LogLine[] = [];
      const exposed = await variant({ HOST: "0.0.0.0", DEV_TOOLS: "network" }, lines);
      try {
        const response = await exposed.inject({ url: "/dev/outbox", remoteAddress: "203.0.113.9" });
        expect(response.statusCode).toBe(200);
        const warning = lines.find((line) => line.level === 40);
        expect(warning?.msg).toContain("anyone who reaches this server can read every mail");
      } finally {
        await exposed.close();
      }
    });

    it("should serve nothing with DEV_TOOLS=off", async () => {
      const quiet = await variant({ DEV_TOOLS: "off" }, []);
      try {
        expect((await quiet.inject({ url: "/dev/outbox" })).statusCode).toBe(404);
      } finally {
        await quiet.close();
      }
    });
  });

  describe("in production", () => {
    it("should refuse to start with the development tools on", () => {
      expect(() => loadConfig({ NODE_ENV: "production", DEV_TOOLS: "network" })).toThrow(
        ConfigError,
      );
      expect(() => loadConfig({ NODE_ENV: "production", DEV_TOOLS: "local" })).toThrow(
        /DEV_TOOLS must be off with NODE_ENV=production/,
      );
      expect(loadConfig({ NODE_ENV: "production" }).devTools).toBe("off");
    });
  });
});
