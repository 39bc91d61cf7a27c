/**
 * The end of the current offer: the next local 12:00 or midnight, whichever
 * comes first, strictly after `now` (SPEC.md §4 and §9 "Offer countdown end:
 * 12:00 or midnight"). At 12:00:00 sharp the next end is midnight, so a
 * rolling offer never shows a zero-length countdown. Built from calendar
 * fields, so days with a daylight-saving change still end at 12:00 and 00:00.
 * Give it to the design system's `<Countdown deadline={nextOfferDeadline} />`.
 */
export function nextOfferDeadline(now: Date): Date {
  const noon = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12);
  if (now.getTime() < noon.getTime()) return noon;
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
}
