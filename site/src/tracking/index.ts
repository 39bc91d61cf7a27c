// The browser's tracking (SPEC.md §3, §4, §9): affiliate attribution, session tags, invites,
// analytics and consent. Values the app's stores hold (geo, device, locale) come in as parameters.
export {
  AFFILIATE_COOKIE,
  AFFILIATE_COOKIE_DAYS,
  type AffiliateCookieName,
  applyAffiliateAttribution,
} from "./affiliate-cookies";
export { analyticsContext, type ContextPorts, type VisitorState } from "./analytics-context";
export {
  type AnalyticsContext,
  type AnalyticsDevice,
  type AnalyticsEvent,
  type AnalyticsGeo,
  APP_NAME,
  buildAnalyticsEvent,
  type EventParamValue,
  localDateTime,
  type UserProperties,
} from "./analytics-event";
export {
  ANALYTICS_FLUSH_DELAY_MS,
  type AnalyticsQueue,
  type AnalyticsQueueOptions,
  createAnalyticsQueue,
} from "./analytics-queue";
export {
  ACCEPTED_COOKIES_KEY,
  answerCookieConsent,
  applyConsentDefaults,
  CONSENT_GRANT_AFTER_MS,
  CONSENT_WAIT_FOR_UPDATE_MS,
  type ConsentState,
  cookieConsentAnswer,
  type DataLayerHost,
  gtagOn,
} from "./consent";
export {
  type Cps,
  type CpsType,
  commonParamsHeaders,
  cpsChannel,
  withCps,
  X_FROM_HEADER,
} from "./cps-channel";
export { FRONT_ID_KEY, frontId, randomUuid } from "./front-id";
export {
  INVITE_TYPE,
  type InviteFields,
  inviteFromQuery,
  saveInvite,
  signupInviteFields,
} from "./invite";
export {
  PAGE_SHOW_EVENT,
  PAGE_SHOW_MAX_TRIES,
  PAGE_SHOW_POLL_MS,
  type PageShowOptions,
  schedulePageShow,
} from "./page-show";
export { startPerformanceMonitoring } from "./performance-monitoring";
export { type PollOptions, pollUntil } from "./poll-until";
export {
  ANALYTICS_PATH,
  KEEPALIVE_BODY_LIMIT,
  MAX_EVENTS_PER_REQUEST,
  type SendAnalyticsOptions,
  sendAnalytics,
} from "./send-analytics";
export {
  readSessionTags,
  SESSION_TAG_KEYS,
  type SessionTagKey,
  type SessionTags,
  saveSessionTags,
} from "./session-tags";
export { type LandingPorts, trackLanding } from "./track-landing";
export {
  parseUtm,
  persistUtmCookie,
  readUtmCookie,
  UTM_COOKIE_DAYS,
  UTM_KEYS,
  UTM_STORAGE_KEY,
  type UtmData,
  type UtmKey,
  utmFromQuery,
} from "./utm";
