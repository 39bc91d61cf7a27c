// Copied from the shared spec vectors (spec-vectors.json, "festival"): the reading this
// product takes of SPEC.md where its wording leaves room for doubt. Times are local
// wall-clock times; 2026-11-16 is a Monday. A .ts module rather than JSON so the
// composite TypeScript project needs no extra include pattern.
export const festivalVectors = {
  rule: "SPEC.md §4: active when the start has passed and now is before the end: start <= now < end",
  config: {
    startTime: "2026-11-27T00:00:00",
    endTime: "2026-12-01T00:00:00",
  },
  cases: [
    {
      now: "2026-11-26T23:59:59",
      expect: false,
    },
    {
      now: "2026-11-27T00:00:00",
      expect: true,
    },
    {
      now: "2026-11-30T23:59:59",
      expect: true,
    },
    {
      now: "2026-12-01T00:00:00",
      expect: false,
    },
  ],
};
