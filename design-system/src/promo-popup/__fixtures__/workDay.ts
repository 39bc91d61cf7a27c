// Copied from the shared spec vectors (spec-vectors.json, "work_day"): the reading this
// product takes of SPEC.md where its wording leaves room for doubt. Times are local
// wall-clock times; 2026-11-16 is a Monday. A .ts module rather than JSON so the
// composite TypeScript project needs no extra include pattern.
export const workDayVectors = {
  rule: "SPEC.md §4: true from Monday 06:01:00 through Friday 17:59:59 local time, false otherwise",
  cases: [
    {
      at: "2026-11-16T06:00:59",
      expect: false,
    },
    {
      at: "2026-11-16T06:01:00",
      expect: true,
    },
    {
      at: "2026-11-18T02:00:00",
      expect: true,
    },
    {
      at: "2026-11-20T17:59:59",
      expect: true,
    },
    {
      at: "2026-11-20T18:00:00",
      expect: false,
    },
    {
      at: "2026-11-21T12:00:00",
      expect: false,
    },
    {
      at: "2026-11-22T23:59:59",
      expect: false,
    },
    {
      at: "2026-11-16T00:00:00",
      expect: false,
    },
  ],
};
