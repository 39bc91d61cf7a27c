// Deadlines, times and the parts a countdown shows between them, taken from the shared
// spec vectors (spec-vectors.json, "offer_deadline"); which deadline an offer has is the
// site's rule, tested there. Times are local wall-clock times. A .ts module rather than
// JSON so the composite TypeScript project needs no extra include pattern.
export const countdownVectors = {
  rule: "parts are two-digit strings, zeros once expired",
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
