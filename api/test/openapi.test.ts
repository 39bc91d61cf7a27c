import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDocumentApp } from "../src/openapi/document.js";
import { repoRoot } from "../src/paths.js";

describe("given the OpenAPI document", () => {
  let app: FastifyInstance;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ app, dispose } = await buildDocumentApp());
  });

  afterAll(async () => {
    await dispose?.();
  });

  it("should match docs/openapi.json (run `npm run openapi -w @mvpn/api` after changing a route)", async () => {
    const saved = await readFile(path.join(repoRoot, "docs", "openapi.json"), "utf8");
    const current = `${JSON.stringify(app.swagger(), null, 2)}\n`;
    // A short message instead of a 5,000-line diff.
    expect(
      current === saved,
      "docs/openapi.json is stale: run `npm run openapi -w @mvpn/api`",
    ).toBe(true);
  });

  it("should be served at GET /api/openapi.json without X-App-Type", async () => {
    const response = await app.inject({ url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe("3.1.0");
    for (const route of [
      "/api/mms/account/v1/geo_info",
      "/ws/mm/reca/r2/account/v1/web/login",
      "/ws/mm/reca/r3/account/v1/web/anonymous_signup",
      "/api/mms/account/v1/web/profile",
      "/api/mms/analytics/v1/events",
      "/api/mms/report/v1/contact_us",
      "/api/mms/config/v1/remote",
      "/api/mms/bot/v1/challenge",
    ]) {
      expect(document.paths, route).toHaveProperty([route]);
    }
    // The site, /healthz and the document itself are not part of the contract.
    expect(
      Object.keys(document.paths).every(
        (route) => route.startsWith("/api/mms/") || route.startsWith("/ws/"),
      ),
    ).toBe(true);
  });

  it("should document X-App-Type, the envelope and bearer auth", () => {
    const document = app.swagger() as unknown as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: Array<{ name: string; in: string; required: boolean }>;
            security?: unknown;
            responses: Record<string, unknown>;
          }
        >
      >;
    };
    const profile = document.paths["/api/mms/account/v1/web/profile"]?.get;
    expect(profile?.parameters).toContainEqual(
      expect.objectContaining({ name: "x-app-type", in: "header", required: true }),
    );
    expect(profile?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(profile?.responses ?? {})).toEqual(["200", "4XX", "5XX"]);
  });
});
