import { createDatabase, type Database, migrateDatabase } from "../../src/db/index.js";
import { users } from "../../src/db/schema/index.js";
import { ManualClock } from "../../src/payments/clock.js";
import { Payments } from "../../src/payments/payments.js";
import { readPaymentsSettings } from "../../src/payments/settings.js";
import type { DatabaseTarget, EmptyDatabase } from "../helpers/databases.js";
import { testConfig } from "../helpers/test-config.js";

/** A migrated, seeded database of one target with the payments wired on a manual clock. */
export interface PaymentsFixture {
  database: Database;
  payments: Payments;
  clock: ManualClock;
  /** A new user; returns its id. */
  newUser(): Promise<number>;
  dispose(): Promise<void>;
}

export async function openPaymentsFixture(target: DatabaseTarget): Promise<PaymentsFixture> {
  const empty: EmptyDatabase = await target.createMigrated();
  const database = await createDatabase(testConfig(empty.env));
  await migrateDatabase(database);
  const payments = new Payments(database.db, readPaymentsSettings({}, "test"));
  const clock = new ManualClock();
  payments.useClock(clock);
  let counter = 0;
  return {
    database,
    payments,
    clock,
    async newUser() {
      counter++;
      const [user] = await database.db
        .insert(users)
        .values({ email: `buyer${counter}-${Date.now()}@example.com` })
        .returning({ id: users.id });
      if (!user) throw new Error("no user");
      return user.id;
    },
    async dispose() {
      await database.close();
      await empty.dispose();
    },
  };
}
