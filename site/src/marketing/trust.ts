// No store rating is quoted: the 4.6★ the home page showed had no source (no
// store listing, no review count; issue #38), and ADR 0029 publishes no
// aggregateRating. Bring one back only with its source named beside it.

/** Devices one account can use at the same time (the pricing page's "10 devices at the same time"). */
export const DEVICES_PER_ACCOUNT = 10;
