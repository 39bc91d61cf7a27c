import type { FastifyBaseLogger } from "fastify";
import type { RateLimiter } from "../rate-limit/limiter.js";

/**
 * The daily volume of analytics events one client may have stored (issue
 * #18, finding 5): per browser (its front_id, the body's user_id) and per
 * address, counted in the rate-limit store (Redis when configured, so every
 * instance shares it). What is over is dropped: acknowledged with the rest
 * but not stored, and counted, so a flood costs its sender one counter
 * update per request instead of rows. The first drop of a client in its
 * window is logged; later ones are only counted.
 */
export class AnalyticsQuota {
  /** Events dropped over a daily cap since the start (a gauge for monitoring). */
  dropped = 0;

  constructor(private readonly limiter: RateLimiter) {}

  /** How many of `count` events from this client may be stored (the first ones of the batch). */
  async admit(
    client: { frontId: string; ip: string },
    count: number,
    log: FastifyBaseLogger,
  ): Promise<number> {
    const [byClient, byIp] = await Promise.all([
      this.limiter.take("analyticsEventsPerClientPerDay", client.frontId, count),
      this.limiter.take("analyticsEventsPerIpPerDay", client.ip, count),
    ]);
    const admitted = Math.min(byClient, byIp);
    const dropped = count - admitted;
    if (dropped > 0) {
      this.dropped += dropped;
      // take() admitted some of this batch: this request crossed the cap.
      if (byClient > 0 || byIp > 0) {
        log.warn(
          { frontId: client.frontId, ip: client.ip, dropped },
          "analytics events over the daily cap are dropped from now on",
        );
      }
    }
    return admitted;
  }
}
