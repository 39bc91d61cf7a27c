import { type CookieJar, documentCookies } from "../storage/cookie-jar";
import { type KeyValueStore, localStore, sessionStore } from "../storage/key-value-store";
import type {
  AnalyticsContext,
  AnalyticsDevice,
  AnalyticsGeo,
  EventParamValue,
} from "./analytics-event";
import { cpsChannel } from "./cps-channel";
import { frontId } from "./front-id";
import { readSessionTags } from "./session-tags";
import { readUtmCookie } from "./utm";

/** What the app's stores know (H2's valtio geo and device stores, the locale): passed in, never imported here. */
export interface VisitorState {
  language: string;
  device: AnalyticsDevice | null;
  geo: AnalyticsGeo | null;
  appInfo?: Record<string, EventParamValue>;
}

export interface ContextPorts {
  cookies?: CookieJar;
  session?: KeyValueStore;
  local?: KeyValueStore;
}

/** The context of an event at this moment: the visitor's state plus the tracking kept in storage. */
export function analyticsContext(
  { language, device, geo, appInfo = {} }: VisitorState,
  { cookies = documentCookies, session = sessionStore, local = localStore }: ContextPorts = {},
): AnalyticsContext {
  return {
    frontId: frontId(local),
    language,
    tags: readSessionTags(session),
    utm: readUtmCookie(cookies),
    cps: cpsChannel("", cookies),
    device,
    geo,
    appInfo,
  };
}
