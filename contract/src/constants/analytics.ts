/** POST analytics/v1/events: at most this many events per request (docs/api.md). */
export const MAX_EVENTS_PER_REQUEST = 100;
