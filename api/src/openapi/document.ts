import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import type { Database } from "../db/database.js";

/**
 * The OpenAPI document of the api as `npm run openapi` saves it to
 * docs/openapi.json: built from the routes alone, with a stand-in database
 * that refuses every query (nothing runs a query while routes register) and
 * a throw-away DATA_DIR, so it needs no database and no configuration.
 */
export async function generateOpenApiDocument(): Promise<unknown> {
  const { app, dispose } = await buildDocumentApp();
  try {
    return app.swagger();
  } finally {
    await dispose();
  }
}

/** The app as the document sees it, ready (for `app.swagger()` and `app.inject()`). */
export async function buildDocumentApp(): Promise<{
  app: FastifyInstance;
  dispose(): Promise<void>;
}> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "mvpn-openapi-"));
  const app = await buildApp(
    loadConfig({
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      SITE_DIR: dataDir,
      ALTCHA_HMAC_KEY: "x".repeat(32),
    }),
    { database: noDatabase() },
  );
  await app.ready();
  return {
    app,
    async dispose() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The stable text of the document: what docs/openapi.json holds. */
export async function openApiText(): Promise<string> {
  return `${JSON.stringify(await generateOpenApiDocument(), null, 2)}\n`;
}

function noDatabase(): Database {
  const refuse = () => {
    throw new Error("the OpenAPI document is generated without a database");
  };
  return {
    kind: "pglite",
    db: new Proxy({}, { get: refuse }) as Database["db"],
    client: new Proxy({}, { get: refuse }) as never,
    close: async () => {},
  };
}
