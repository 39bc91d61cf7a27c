import { useEffect, useRef, useState } from "react";

export interface UseNowOptions {
  /** A fixed time: no timer runs (stories, screenshots, server rendering). */
  now?: Date;
  /** The clock to read while ticking; the system clock by default. */
  clock?: () => Date;
  /** Tick period in ms; ticks land on whole periods of the clock. Default 1000. */
  intervalMs?: number;
  /** Stop ticking once the clock reaches this time (an expired countdown stays still). */
  until?: Date;
}

const systemClock = () => new Date();

/**
 * The current time, re-read every `intervalMs` (every second by default) on
 * whole seconds, so a countdown's digits change together with the wall
 * clock. Pass `now` to freeze it, `clock` to drive it from a test.
 */
export function useNow({
  now,
  clock = systemClock,
  intervalMs = 1000,
  until,
}: UseNowOptions = {}): Date {
  const clockRef = useRef(clock);
  clockRef.current = clock;
  const [ticked, setTicked] = useState(() => now ?? clock());
  const frozenAt = now?.getTime();
  const untilMs = until?.getTime();

  useEffect(() => {
    if (frozenAt !== undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = clockRef.current();
      setTicked((previous) => (previous.getTime() === current.getTime() ? previous : current));
      if (untilMs !== undefined && current.getTime() >= untilMs) return;
      const delay = intervalMs - (current.getTime() % intervalMs);
      timer = setTimeout(tick, delay);
    };
    tick();
    return () => clearTimeout(timer);
  }, [frozenAt, intervalMs, untilMs]);

  return now ?? ticked;
}
