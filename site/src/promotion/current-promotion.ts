import type { Promotion } from "./promotion-config";

let resolveSource: (load: () => Promise<Promotion>) => void = () => {};
const source = new Promise<() => Promise<Promotion>>((resolve) => {
  resolveSource = resolve;
});

/**
 * Called once by the runtime when remote config starts (app/runtime): pages
 * that word themselves by the promotion (the pricing page's festival
 * headline) then read it through `currentPromotion()` without importing the
 * runtime, which loads after hydration.
 */
export function providePromotion(load: () => Promise<Promotion>): void {
  resolveSource(load);
}

/** The promotion of the remote config once the runtime provides it; rejects like its reader (SPEC.md §4 timeout). */
export function currentPromotion(): Promise<Promotion> {
  return source.then((load) => load());
}
