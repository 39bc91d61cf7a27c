// Copied from the shared spec vectors (spec-vectors.json, "offer_deadline"): the reading this
// product takes of SPEC.md where its wording leaves room for doubt. Times are local
// wall-clock times; 2026-11-16 is a Monday. A .ts module rather than JSON so the
// composite TypeScript project needs no extra include pattern.
export const offerDeadlineVectors = {
  rule: "SPEC.md §4: the countdown ends at the next 12:00 or midnight, whichever comes next (strictly after now); parts are two-digit strings, zeros once expired",
  cases: [
    {
      now: "2026-11-18T09:30:00",
      deadline: "2026-11-18T12:00:00",
      parts: {
        days: "00",
        hours: "02",
        minutes: "30",
        seconds: "00",
      },
    },
    {
      now: "2026-11-18T11:59:59",
      deadline: "2026-11-18T12:00:00",
      parts: {
        days: "00",
        hours: "00",
        minutes: "00",
        seconds: "01",
      },
    },
    {
      now: "2026-11-18T12:00:00",
      deadline: "2026-11-19T00:00:00",
      parts: {
        days: "00",
        hours: "12",
        minutes: "00",
        seconds: "00",
      },
    },
    {
      now: "2026-11-18T23:59:59",
      deadline: "2026-11-19T00:00:00",
      parts: {
        days: "00",
        hours: "00",
        minutes: "00",
        seconds: "01",
      },
    },
  ],
  expired: {
    target: "2026-11-18T12:00:00",
    now: "2026-11-18T12:00:05",
    parts: {
      days: "00",
      hours: "00",
      minutes: "00",
      seconds: "00",
    },
  },
};
