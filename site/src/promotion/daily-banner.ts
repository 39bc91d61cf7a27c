import type { DismissStorage } from "@mvpn/design-system";
import { localStore } from "../storage/key-value-store";

/**
 * Where daily banners keep their last-close date (SPEC.md §3 "the per-banner
 * last-close date"): local storage, so a banner closed today stays closed in
 * every tab and after a reload until local midnight. Pages pass it to the
 * design system's `useDailyDismiss(id, dailyBannerStorage)`, which stores
 * today's date under `banner-close:<id>` on close.
 */
export const dailyBannerStorage: DismissStorage = localStore;
