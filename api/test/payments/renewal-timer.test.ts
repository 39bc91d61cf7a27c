import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { readPaymentsSettings } from "../../src/payments/settings.js";
import { RenewalJob, type RenewalRun } from "../../src/payments/subscriptions/renewal-job.js";

/** A job whose runs take 30 ms and touch nothing: the timer is what is under test. */
class SlowJob extends RenewalJob {
  runs = 0;
  inFlight = 0;
  mostAtOnce = 0;

  override async runOnce(): Promise<RenewalRun> {
    this.runs += 1;
    this.inFlight += 1;
    this.mostAtOnce = Math.max(this.mostAtOnce, this.inFlight);
    await sleep(30);
    this.inFlight -= 1;
    return { renewed: 0, declined: 0, waiting: 0 };
  }
}

// docs/payments.md "Renewal": the job runs on an interval in every api process and stops with it.
describe("given the renewal job's timer", () => {
  it("should run on its interval without overlapping a run still going, and stop cleanly (SIGTERM: app.close)", async () => {
    const job = new SlowJob({} as ConstructorParameters<typeof RenewalJob>[0]);
    job.start(5);
    await sleep(100);
    await job.stop();
    expect(job.runs).toBeGreaterThan(0);
    expect(job.mostAtOnce).toBe(1);
    expect(job.inFlight).toBe(0);
    const stoppedAt = job.runs;
    await sleep(40);
    expect(job.runs).toBe(stoppedAt);
  });

  it("should run every minute by default, never under NODE_ENV=test unless asked, and refuse a malformed interval", () => {
    expect(readPaymentsSettings({}, "production").renewalIntervalMs).toBe(60_000);
    expect(readPaymentsSettings({}, "test").renewalIntervalMs).toBe(0);
    expect(
      readPaymentsSettings({ PAYMENTS_RENEWAL_INTERVAL_MS: "5000" }, "test").renewalIntervalMs,
    ).toBe(5000);
    expect(() =>
      readPaymentsSettings({ PAYMENTS_RENEWAL_INTERVAL_MS: "soon" }, "development"),
    ).toThrow(/PAYMENTS_RENEWAL_INTERVAL_MS/);
  });
});
