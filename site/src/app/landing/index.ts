// The landing chunk (ADR 0024): the one module a prerendered page's loader
// imports before React. `boot` runs the landing duties and resolves when the
// page should hydrate. Built as a chunk of its own (scripts/landing-chunk.ts).
import { startLanding } from "./start-landing";

export function boot(): Promise<void> {
  return startLanding().hydrate;
}
