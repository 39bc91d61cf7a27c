// Copied from the shared spec vectors (spec-vectors.json, "popups"): the reading this
// product takes of SPEC.md where its wording leaves room for doubt. Times are local
// wall-clock times; 2026-11-16 is a Monday. A .ts module rather than JSON so the
// composite TypeScript project needs no extra include pattern.
export const popupVectors = {
  rule: "SPEC.md §4; the first that applies is shown; 'shown' means that popup was already shown (in the period the product decides)",
  cases: [
    {
      index_route: true,
      mobile: false,
      work_day: false,
      festival: false,
      shown: [],
      expect: "weekend",
    },
    {
      index_route: false,
      mobile: false,
      work_day: false,
      festival: false,
      shown: [],
      expect: null,
    },
    {
      index_route: true,
      mobile: false,
      work_day: true,
      festival: false,
      shown: [],
      expect: "workday",
    },
    {
      index_route: false,
      mobile: false,
      work_day: true,
      festival: false,
      shown: [],
      expect: "workday",
    },
    {
      index_route: true,
      mobile: true,
      work_day: true,
      festival: false,
      shown: [],
      expect: "mobile_daily",
    },
    {
      index_route: true,
      mobile: true,
      work_day: false,
      festival: true,
      shown: [],
      expect: "festival",
    },
    {
      index_route: true,
      mobile: false,
      work_day: true,
      festival: true,
      shown: ["festival"],
      expect: null,
    },
    {
      index_route: true,
      mobile: false,
      work_day: true,
      festival: false,
      shown: ["workday"],
      expect: null,
    },
  ],
};
