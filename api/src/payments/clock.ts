/**
 * The payments' source of "now". Timeouts (abandoned checkouts) and
 * subscription periods read it, so tests move time instead of waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests set and advance by hand. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string = "2026-11-16T10:00:00Z") {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(at: Date | string): void {
    this.current = new Date(at).getTime();
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}
