import type { PromoL10n } from "@mvpn/design-system";
import { type ConfigTime, isFestivalActive } from "./festival-window";
import type { RemoteConfig } from "./remote-config";
import { promotionKeys } from "./remote-config-values";

/** SPEC.md §3 "Promotion config (remote)": the festival window, plus whatever else operators add. */
export interface PromotionConfig {
  startTime?: ConfigTime;
  endTime?: ConfigTime;
  readonly [field: string]: unknown;
}

/**
 * The localised texts of a promotion: for each text, a locale map with a
 * `default` entry, `{ "banner": { "default": "[accent]Save @(0)%[/accent]", "de": "…" } }`
 * (docs/promotions.md).
 */
export type PromotionL10n = Readonly<Record<string, PromoL10n>>;

export interface Promotion {
  config: PromotionConfig;
  l10n: PromotionL10n;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function parseObject(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
}

const isConfigTime = (value: unknown): value is ConfigTime =>
  typeof value === "string" || typeof value === "number";

/**
 * Reads the two JSON strings of remote config. It is not trusted: text that
 * is not a JSON object reads as "{}", times that are neither text nor a
 * number are dropped, and l10n entries that are not locale maps are skipped.
 */
export function parsePromotion(configJson: string, l10nJson: string): Promotion {
  const { startTime, endTime, ...rest } = parseObject(configJson);
  const config: PromotionConfig = { ...rest };
  if (isConfigTime(startTime)) config.startTime = startTime;
  if (isConfigTime(endTime)) config.endTime = endTime;
  const l10n = Object.fromEntries(
    Object.entries(parseObject(l10nJson)).filter((entry): entry is [string, PromoL10n] =>
      isRecord(entry[1]),
    ),
  );
  return { config, l10n };
}

/** SPEC.md §3's derived isFestival: false without a complete window. */
export function isFestival(config: PromotionConfig, now: Date): boolean {
  const { startTime, endTime } = config;
  if (startTime === undefined || endTime === undefined) return false;
  return isFestivalActive({ startTime, endTime }, now);
}

/** The promotion in use: production's keys or the debug ones (see `usesProductionConfig`). */
export async function loadPromotion(remote: RemoteConfig, production: boolean): Promise<Promotion> {
  const keys = promotionKeys(production);
  const [config, l10n] = await Promise.all([remote.read(keys.config), remote.read(keys.l10n)]);
  return parsePromotion(config, l10n);
}
