/**
 * Collects rows from many requests and writes them in batches: one INSERT of
 * hundreds of rows costs about as much as one of a single row, which is how
 * ingestion reaches thousands of events per second.
 *
 * The guarantee: an acknowledged event is never lost. `add` resolves only
 * after the batch holding its rows is committed (and rejects if that write
 * fails, so the request answers 500 and the client may retry); the route
 * answers only then. Nothing is acknowledged from memory.
 *
 * - A batch is written 250 ms after its first row, or at once at 500 rows.
 * - Batches that pile up while a write runs are merged into the next write.
 * - Backpressure: beyond `maxPendingRows` waiting, `add` writes its rows
 *   itself, in the request, instead of queueing without bound.
 * - `close` (SIGTERM, app.close) writes everything still waiting, then waits
 *   for the writes in flight.
 */
export interface EventBufferOptions<Row> {
  write(rows: Row[]): Promise<void>;
  flushIntervalMs?: number;
  flushAtRows?: number;
  /** The most rows one write takes (merged batches). */
  maxRowsPerWrite?: number;
  maxPendingRows?: number;
  /** Writes at the same time (PostgreSQL pools can take a few; PGlite runs one at a time anyway). */
  maxConcurrentWrites?: number;
}

interface Batch<Row> {
  rows: Row[];
  waiters: Array<{ resolve(): void; reject(error: unknown): void }>;
}

export interface EventBufferStats {
  pendingRows: number;
  writesInFlight: number;
  rowsWritten: number;
  batchesWritten: number;
  directWrites: number;
}

export class EventBuffer<Row> {
  readonly #write: (rows: Row[]) => Promise<void>;
  readonly #flushIntervalMs: number;
  readonly #flushAtRows: number;
  readonly #maxRowsPerWrite: number;
  readonly #maxPendingRows: number;
  readonly #maxConcurrentWrites: number;

  #open: Batch<Row> = { rows: [], waiters: [] };
  #ready: Batch<Row>[] = [];
  #timer: NodeJS.Timeout | undefined;
  #inFlight = new Set<Promise<void>>();
  #pendingRows = 0;
  #closed = false;
  #stats = { rowsWritten: 0, batchesWritten: 0, directWrites: 0 };

  constructor(options: EventBufferOptions<Row>) {
    this.#write = options.write;
    this.#flushIntervalMs = options.flushIntervalMs ?? 250;
    this.#flushAtRows = options.flushAtRows ?? 500;
    this.#maxRowsPerWrite = options.maxRowsPerWrite ?? 5_000;
    this.#maxPendingRows = options.maxPendingRows ?? 20_000;
    this.#maxConcurrentWrites = options.maxConcurrentWrites ?? 1;
  }

  get stats(): EventBufferStats {
    return { pendingRows: this.#pendingRows, writesInFlight: this.#inFlight.size, ...this.#stats };
  }

  /** Resolves once `rows` are committed. */
  add(rows: Row[]): Promise<void> {
    if (rows.length === 0) return Promise.resolve();
    if (this.#closed || this.#pendingRows + rows.length > this.#maxPendingRows) {
      this.#stats.directWrites += 1;
      return this.#write(rows).then(() => {
        this.#stats.rowsWritten += rows.length;
      });
    }
    const done = new Promise<void>((resolve, reject) => {
      this.#open.waiters.push({ resolve, reject });
    });
    this.#open.rows.push(...rows);
    this.#pendingRows += rows.length;
    if (this.#open.rows.length >= this.#flushAtRows) {
      this.#seal();
    } else {
      this.#timer ??= setTimeout(() => this.#seal(), this.#flushIntervalMs);
    }
    return done;
  }

  /** Writes everything waiting and waits for every write in flight. Later adds write directly. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#seal();
    while (this.#inFlight.size > 0 || this.#ready.length > 0) {
      this.#pump();
      await Promise.allSettled([...this.#inFlight]);
    }
  }

  // The open batch becomes ready to write; a new one opens.
  #seal(): void {
    if (this.#timer !== undefined) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
    }
    if (this.#open.rows.length > 0) {
      this.#ready.push(this.#open);
      this.#open = { rows: [], waiters: [] };
    }
    this.#pump();
  }

  #pump(): void {
    while (this.#ready.length > 0 && this.#inFlight.size < this.#maxConcurrentWrites) {
      const merged: Batch<Row> = { rows: [], waiters: [] };
      while (this.#ready.length > 0) {
        const next = this.#ready[0] as Batch<Row>;
        if (merged.rows.length > 0 && merged.rows.length + next.rows.length > this.#maxRowsPerWrite)
          break;
        this.#ready.shift();
        merged.rows.push(...next.rows);
        merged.waiters.push(...next.waiters);
      }
      const writing = this.#writeBatch(merged).finally(() => {
        this.#inFlight.delete(writing);
        this.#pump();
      });
      this.#inFlight.add(writing);
    }
  }

  async #writeBatch(batch: Batch<Row>): Promise<void> {
    try {
      await this.#write(batch.rows);
      this.#stats.rowsWritten += batch.rows.length;
      this.#stats.batchesWritten += 1;
      for (const waiter of batch.waiters) waiter.resolve();
    } catch (error) {
      for (const waiter of batch.waiters) waiter.reject(error);
    } finally {
      this.#pendingRows -= batch.rows.length;
    }
  }
}
