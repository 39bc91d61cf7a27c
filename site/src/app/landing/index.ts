// The landing chunk (ADR 0024): the one module a prerendered page's loader
// imports before React. `boot` runs the landing duties and resolves when the
// page should hydrate. Built as a chunk of its own (scripts/landing-chunk.ts).
import { nextTask } from "./next-task";
import { startLanding } from "./start-landing";

export async function boot(): Promise<void> {
  // This chunk's evaluation and the landing's first step are two tasks, not one (issue #34).
  await nextTask();
  return startLanding().hydrate;
}
