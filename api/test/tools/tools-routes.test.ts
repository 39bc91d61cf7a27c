import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { contentSecurityPolicy } from "../../src/http/security-headers.js";
import { toolsRoutes } from "../../src/routes/tools/tools.js";

async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate("config", loadConfig({ NODE_ENV: "test", DATA_DIR: "/tmp/unused", ...env }));
  await app.register(toolsRoutes);
  return app;
}

describe("given the tools' routes (issue #15, docs/tools.md)", () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it("should tell the site the local STUN server when STUN_PORT is set", async () => {
    app = await appWith({ STUN_PORT: "3478" });
    const response = await app.inject({ url: "/api/tools/config" });
    expect(response.json()).toEqual({
      stunUrls: ["stun:127.0.0.1:3478"],
      ipv4Url: null,
      ipv6Url: null,
    });
  });

  it("should pass on production STUN servers and single-family origins from configuration", async () => {
    app = await appWith({
      STUN_URLS: "stun:stun.mvpn.example:3478",
      IPV4_URL: "https://ipv4.mvpn.example",
      IPV6_URL: "https://ipv6.mvpn.example",
    });
    const response = await app.inject({ url: "/api/tools/config" });
    expect(response.json()).toEqual({
      stunUrls: ["stun:stun.mvpn.example:3478"],
      ipv4Url: "https://ipv4.mvpn.example",
      ipv6Url: "https://ipv6.mvpn.example",
    });
  });

  it("should answer the caller's own address to any origin, never cached", async () => {
    app = await appWith({});
    const response = await app.inject({
      url: "/api/tools/ip",
      remoteAddress: "::ffff:81.2.69.160",
    });
    expect(response.json()).toEqual({ ip: "81.2.69.160", family: "ipv4" });
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("should let another origin send SPEC.md §7's headers to the IP route (the preflight)", async () => {
    app = await appWith({});
    const response = await app.inject({
      method: "OPTIONS",
      url: "/api/tools/ip",
      headers: {
        origin: "https://www.mvpn.example",
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization,x-app-type",
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(response.headers["access-control-allow-methods"]).toBe("GET");
    const allowed = String(response.headers["access-control-allow-headers"]).toLowerCase();
    expect(allowed.split(/,\s*/).sort()).toEqual(["authorization", "x-app-type"]);
    // Never credentials: the wildcard origin would be refused with them anyway.
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
  });
});

describe("given single-family origins for the IP lookup", () => {
  it("should let the pages fetch them and nothing else (CSP connect-src)", () => {
    const policy = contentSecurityPolicy({
      connectSources: ["https://ipv4.mvpn.example", "https://ipv6.mvpn.example"],
    });
    expect(policy).toContain(
      "connect-src 'self' https://ipv4.mvpn.example https://ipv6.mvpn.example;",
    );
    expect(contentSecurityPolicy()).toContain("connect-src 'self';");
  });
});
