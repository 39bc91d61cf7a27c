import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database on the TEST_DATABASE_URL server, dropped afterwards: empty,
 * or a copy of `template` (CREATE DATABASE … TEMPLATE copies files, far faster
 * than migrating). A fresh database per test file (rather than dropping tables
 * in a shared one) keeps runs repeatable and lets test files run in parallel.
 * The role needs the CREATEDB privilege (the postgres superuser has it).
 */
export async function createScratchDatabase(
  serverUrl: string,
  label: string,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `mvpn_api_test_${label}_${process.pid}_${randomBytes(4).toString("hex")}`;
  await runOnServer(
    serverUrl,
    `create database "${name}"${template === undefined ? "" : ` template "${template}"`}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    // WITH (FORCE) ends connections a failed test may have left open.
    drop: () => runOnServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
