import { existsSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { databaseTargets, type EmptyDatabase } from "./helpers/databases.js";
import { listen } from "./helpers/http.js";
import { testConfig } from "./helpers/test-config.js";

describe.each(databaseTargets)("given the api on a new $name database", (target) => {
  describe.skipIf(!target.available)("GET /healthz over HTTP", () => {
    let empty: EmptyDatabase;
    let app: FastifyInstance;
    let baseUrl: string;

    beforeAll(async () => {
      // PGlite: DATA_DIR is an empty temp folder, the first start must create pglite/ in it.
      empty = await target.createEmpty({ firstStart: true });
      app = await buildApp(testConfig(empty.env));
      baseUrl = await listen(app);
    });

    afterAll(async () => {
      await app?.close();
      await empty?.dispose();
    });

    it("should answer 200 with the database ok", async () => {
      const response = await fetch(`${baseUrl}/healthz`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ status: "ok", database: "ok" });
    });

    if (target.name === "PGlite") {
      it("should have created the database folder in DATA_DIR on first start", () => {
        expect(existsSync(path.join(empty.env.DATA_DIR, "pglite", "PG_VERSION"))).toBe(true);
      });
    } else {
      it("should leave DATA_DIR without an embedded database", () => {
        expect(existsSync(path.join(empty.env.DATA_DIR, "pglite"))).toBe(false);
      });
    }

    it("should answer HEAD as well", async () => {
      const response = await fetch(`${baseUrl}/healthz`, { method: "HEAD" });
      expect(response.status).toBe(200);
    });

    describe("when the database becomes unreachable", () => {
      beforeAll(async () => {
        await app.database.close();
      });

      it("should answer 503 with the database unreachable", async () => {
        const response = await fetch(`${baseUrl}/healthz`);
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ status: "error", database: "unreachable" });
      });
    });
  });
});
