import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createDatabase,
  type Database,
  migrateDatabase,
  REMOTE_CONFIG_KEYS,
  schema,
} from "../src/db/index.js";
import { migrationsFolder } from "../src/paths.js";
import { databaseTargets, type EmptyDatabase } from "./helpers/databases.js";
import { testConfig } from "./helpers/test-config.js";

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer { rows }; the driver-neutral type does not say so.
  const result = (await database.db.execute(query)) as { rows: T[] };
  return result.rows;
}

function journalEntryCount(): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

async function appliedMigrationCount(database: Database): Promise<number> {
  const [row] = await rows<{ count: number | string }>(
    database,
    sql`select count(*) as count from drizzle.__drizzle_migrations`,
  );
  return Number(row?.count);
}

describe.each(databaseTargets)("given a new, empty $name database", (target) => {
  describe.skipIf(!target.available)("migrations and seed", () => {
    let empty: EmptyDatabase;
    let database: Database;

    beforeAll(async () => {
      empty = await target.createEmpty();
      database = await createDatabase(testConfig(empty.env));
    });

    afterAll(async () => {
      await database?.close();
      await empty?.dispose();
    });

    it(`should open it as ${target.name === "PGlite" ? "pglite" : "postgres"}`, () => {
      expect(database.kind).toBe(target.name === "PGlite" ? "pglite" : "postgres");
    });

    it("should create the remote_config table when migrating", async () => {
      await migrateDatabase(database);
      const columns = await rows<{ column_name: string; data_type: string; is_nullable: string }>(
        database,
        sql`select column_name, data_type, is_nullable from information_schema.columns
            where table_name = 'remote_config' order by ordinal_position`,
      );
      expect(columns).toEqual([
        { column_name: "key", data_type: "text", is_nullable: "NO" },
        { column_name: "value", data_type: "text", is_nullable: "NO" },
        { column_name: "updated_at", data_type: "timestamp with time zone", is_nullable: "NO" },
      ]);
    });

    it("should apply the migrations again without error or change", async () => {
      const before = await appliedMigrationCount(database);
      await migrateDatabase(database);
      await migrateDatabase(database);
      expect(await appliedMigrationCount(database)).toBe(before);
      expect(before).toBeGreaterThan(0);
    });

    it("should seed the four remote config keys with an empty JSON object", async () => {
      const seeded = await database.db.select().from(schema.remoteConfig);
      expect(seeded.map((row) => row.key).sort()).toEqual([...REMOTE_CONFIG_KEYS].sort());
      expect(REMOTE_CONFIG_KEYS).toEqual([
        "promotion",
        "promotion_l10n",
        "debug_promotion",
        "debug_promotion_l10n",
      ]);
      for (const row of seeded) {
        expect(row.value).toBe("{}");
        expect(row.updatedAt).toBeInstanceOf(Date);
      }
    });

    it("should keep a value an operator changed when seeding again", async () => {
      await database.db.execute(
        sql`update remote_config set value = '{"startTime":1}' where key = 'promotion'`,
      );
      await migrateDatabase(database);
      const [row] = await rows<{ value: string }>(
        database,
        sql`select value from remote_config where key = 'promotion'`,
      );
      expect(row?.value).toBe('{"startTime":1}');
    });
  });
});

describe.skipIf(!databaseTargets[1]?.available)(
  "given two api instances starting together on one PostgreSQL database",
  () => {
    let empty: EmptyDatabase;
    const databases: Database[] = [];

    beforeAll(async () => {
      const postgres = databaseTargets.find((target) => target.name === "PostgreSQL");
      if (!postgres) throw new Error("no PostgreSQL target");
      empty = await postgres.createEmpty();
      for (let i = 0; i < 4; i++) databases.push(await createDatabase(testConfig(empty.env)));
    });

    afterAll(async () => {
      await Promise.all(databases.map((database) => database.close()));
      await empty?.dispose();
    });

    it("should migrate once, the others waiting on the advisory lock", async () => {
      await Promise.all(databases.map((database) => migrateDatabase(database)));
      const [first] = databases;
      if (!first) throw new Error("no database");
      // Each migration of the journal applied exactly once, not once per instance.
      expect(await appliedMigrationCount(first)).toBe(journalEntryCount());
      const seeded = await first.db.select().from(schema.remoteConfig);
      expect(seeded).toHaveLength(REMOTE_CONFIG_KEYS.length);
    });
  },
);
