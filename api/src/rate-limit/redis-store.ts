import type { Redis } from "ioredis";
import { onceKey, type RateLimitStore, type WindowCount } from "./store.js";

// Atomic: count the hits, start the window's expiry on the first hit, read
// what is left of it. A key whose expiry got lost (-1) gets one again.
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

// The first hit of a member in a window counts (as HIT_SCRIPT) and keeps its
// rank under a key of its own that ends with the window; a repeat reads it.
const HIT_ONCE_SCRIPT = `
local rank = redis.call('GET', KEYS[2])
if rank then
  return {tonumber(rank), redis.call('PTTL', KEYS[2])}
end
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
redis.call('SET', KEYS[2], count, 'PX', ttl)
return {count, ttl}
`;

const KEY_PREFIX = "mvpn:rl:";

/** Fixed-window counters in Redis, shared by every api instance. */
export function createRedisStore(redis: Redis): RateLimitStore {
  return {
    kind: "redis",
    async hit(key: string, windowMs: number, amount = 1): Promise<WindowCount> {
      const [count, ttl] = (await redis.eval(
        HIT_SCRIPT,
        1,
        `${KEY_PREFIX}${key}`,
        String(windowMs),
        String(amount),
      )) as [number, number];
      return { count, resetInMs: ttl };
    },
    async hitOnce(key: string, member: string, windowMs: number): Promise<WindowCount> {
      const [count, ttl] = (await redis.eval(
        HIT_ONCE_SCRIPT,
        2,
        `${KEY_PREFIX}${key}`,
        `${KEY_PREFIX}${onceKey(key, member)}`,
        String(windowMs),
      )) as [number, number];
      return { count, resetInMs: ttl };
    },
    async peek(key: string): Promise<number> {
      const value = await redis.get(`${KEY_PREFIX}${key}`);
      return value === null ? 0 : Number(value);
    },
    async close() {
      // The connection belongs to the app (shared with bot protection): it closes it.
    },
  };
}
