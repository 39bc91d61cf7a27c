import { APP_NAME } from "@mvpn/contract/constants";
import { APP_TYPE } from "../api/app-type";
import type { Cps } from "./cps-channel";
import type { SessionTags } from "./session-tags";
import type { UtmData } from "./utm";

/** SPEC.md §3 "Product id to app name": 501 is Web_Master (the contract's table). */
export { APP_NAME };

export type EventParamValue = string | number | boolean | null;

/** The device as H2's device store holds it (SPEC.md §3 "Device"). */
export interface AnalyticsDevice {
  os_name: string;
  os_version: string;
  isIos: boolean;
}

/** The geo info as H2's geo store holds it (SPEC.md §3 "Geo info"). */
export interface AnalyticsGeo {
  user_ip: string;
  country: string;
  country_code: string;
}

export interface UserProperties extends UtmData {
  channel?: string;
  cpsType?: string;
  cpsCookie?: string;
  hab?: string;
  pab?: string;
}

/** SPEC.md §3 "Analytics event": every field, in the spec's order. */
export interface AnalyticsEvent {
  event_datetime: string;
  event_timestamp: number;
  event_name: string;
  event_params: { key: string; value: EventParamValue }[];
  front_id: string;
  user_properties: UserProperties;
  language: string;
  device: AnalyticsDevice | Record<string, never>;
  country: string;
  country_code: string;
  app_name: string;
  ip: string;
  app_type: number;
  app_info: Record<string, EventParamValue>;
}

/** What an event says about the visitor, gathered by the caller when the event happens. */
export interface AnalyticsContext {
  frontId: string;
  language: string;
  tags: SessionTags;
  /** UTM data that outlives the session (the 45-day cookie), used when the session has none. */
  utm: UtmData;
  cps: Cps | null;
  device: AnalyticsDevice | null;
  geo: AnalyticsGeo | null;
  /** Where the event happened, e.g. `{ page: location.pathname, build: "…" }`. */
  appInfo: Record<string, EventParamValue>;
}

const pad = (n: number, width = 2) => String(Math.trunc(Math.abs(n))).padStart(width, "0");

/**
 * The local wall-clock time with its UTC offset ("2026-11-18T09:30:00.000+01:00"):
 * a reader sees the visitor's own time of day, and it still converts to UTC.
 */
export function localDateTime(at: Date): string {
  const offset = -at.getTimezoneOffset();
  const sign = offset >= 0 ? "+" : "-";
  const date = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}.${pad(at.getMilliseconds(), 3)}`;
  return `${date}T${time}${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

function userProperties({ tags, utm, cps }: AnalyticsContext): UserProperties {
  const campaign = Object.keys(tags.utm_tags).length > 0 ? tags.utm_tags : utm;
  const properties: UserProperties = { ...campaign };
  if (tags.channel) properties.channel = tags.channel;
  if (cps) {
    properties.cpsType = cps.type;
    properties.cpsCookie = cps.cookie;
  }
  if (tags.hab) properties.hab = tags.hab;
  if (tags.pab) properties.pab = tags.pab;
  return properties;
}

/** One analytics event with every field of SPEC.md §3, at `now`. */
export function buildAnalyticsEvent(
  name: string,
  params: Readonly<Record<string, EventParamValue>>,
  context: AnalyticsContext,
  now: Date = new Date(),
): AnalyticsEvent {
  return {
    event_datetime: localDateTime(now),
    event_timestamp: now.getTime(),
    event_name: name,
    event_params: Object.entries(params).map(([key, value]) => ({ key, value })),
    front_id: context.frontId,
    user_properties: userProperties(context),
    language: context.language,
    device: context.device ?? {},
    country: context.geo?.country ?? "",
    country_code: context.geo?.country_code ?? "",
    app_name: APP_NAME,
    ip: context.geo?.user_ip ?? "",
    app_type: APP_TYPE,
    app_info: { ...context.appInfo },
  };
}
