/**
 * SPEC.md §9 "Third-party settings", besides remote config's (which the site
 * sets: promotion/remote-config-values.ts). These are the Firebase SDK's own
 * constants, which it offers no way to set; the test reads them from the
 * installed SDK so an upgrade that changes one fails `npm test`.
 */
export const THIRD_PARTY_SETTINGS = {
  performance: {
    /** Performance config time-to-live: 12 h. */
    configTimeToLiveHours: 12,
    /** Log batches of up to 1000 entries… */
    maxEntriesPerBatch: 1000,
    /** …with 3 retries. */
    retries: 3,
  },
  heartbeat: {
    /** Heartbeat retention 30 days (the SDK keeps one heartbeat per day, 30 at most). */
    retentionDays: 30,
    /** 1024 bytes per payload (the heartbeat header it sends). */
    maxPayloadBytes: 1024,
  },
} as const;
