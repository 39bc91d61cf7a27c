/**
 * A Map that holds at most `maxEntries`: adding one more drops the oldest
 * entry added. For answers computed from a key that many requests share
 * (geo_info's per-address answer): no timers, no per-hit bookkeeping, so a hit
 * costs one Map lookup.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly maxEntries: number) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) {
      throw new Error(`BoundedCache: maxEntries must be a positive integer, not ${maxEntries}`);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): void {
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) {
      // A Map iterates in insertion order: the first key is the oldest.
      const oldest = this.entries.keys().next();
      if (oldest.done !== true) this.entries.delete(oldest.value);
    }
    this.entries.set(key, value);
  }

  clear(): void {
    this.entries.clear();
  }
}
