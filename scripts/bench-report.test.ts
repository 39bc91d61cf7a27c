import { describe, expect, it } from "vitest";
import {
  checkTargets,
  figuresOf,
  formatTable,
  MEDIAN_MOBILE_PAGE_BYTES,
  median,
  medianFigures,
  ratioToMedianPage,
  replaceBetweenMarkers,
  suggestedCpuSlowdown,
} from "./bench-report.mjs";

/** The parts of a Lighthouse result the bench reads. */
function lhr(performance: number, lcpMs: number, totalBytes: number, benchmarkIndex = 1_500) {
  return {
    environment: { benchmarkIndex },
    categories: {
      performance: { score: performance / 100 },
      accessibility: { score: 1 },
      "best-practices": { score: 0.96 },
      seo: { score: 1 },
    },
    audits: {
      "first-contentful-paint": { numericValue: 900 },
      "largest-contentful-paint": { numericValue: lcpMs },
      "total-blocking-time": { numericValue: 20 },
      "mainthread-work-breakdown": { numericValue: 640 },
      // The unthrottled page's own first paint, on the network requests' clock.
      metrics: { details: { items: [{ observedFirstContentfulPaint: 550 }] } },
      "cumulative-layout-shift": { numericValue: 0 },
      "resource-summary": {
        details: {
          items: [
            { resourceType: "total", transferSize: totalBytes, requestCount: 12 },
            { resourceType: "script", transferSize: 50_000, requestCount: 5 },
            { resourceType: "third-party", transferSize: 0, requestCount: 0 },
          ],
        },
      },
      "network-requests": {
        details: {
          items: [
            { resourceType: "Document", priority: "VeryHigh", transferSize: 7_000 },
            {
              resourceType: "Stylesheet",
              priority: "VeryHigh",
              transferSize: 9_000,
              networkRequestTime: 200,
            },
            {
              resourceType: "Stylesheet",
              priority: "VeryHigh",
              transferSize: 3_000,
              networkRequestTime: 210,
            },
            // Loaded without blocking the first paint (e.g. media="print" swapped later).
            { resourceType: "Stylesheet", priority: "VeryLow", transferSize: 4_000 },
            // Added by a script after the first paint: Chromium still fetches it at VeryHigh.
            {
              resourceType: "Stylesheet",
              priority: "VeryHigh",
              transferSize: 19_000,
              networkRequestTime: 900,
            },
          ],
        },
      },
    },
  };
}

describe("given the bench's median (three Lighthouse runs per page, issue #14)", () => {
  it("should take the middle of an odd count and the mean of the two middles of an even one", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("should leave out missing figures of a failed run, and give nothing for none", () => {
    expect(median([undefined, 5, null, 7])).toBe(6);
    expect(median([])).toBeUndefined();
  });
});

describe("given Lighthouse results", () => {
  it("should read the scores as 0–100, the metrics, the bytes by type and the render-blocking CSS", () => {
    const figures = figuresOf(lhr(97, 1_400, 150_000));
    expect(figures.scores).toEqual({
      performance: 97,
      accessibility: 100,
      "best-practices": 96,
      seo: 100,
    });
    expect(figures.lcpMs).toBe(1_400);
    expect(figures.transferBytes).toEqual({ total: 150_000, script: 50_000 });
    expect(figures.requests).toBe(12);
    expect(figures.renderBlockingCssBytes).toBe(12_000);
    expect(figures.benchmarkIndex).toBe(1_500);
    expect(figures.mainThreadMs).toBe(640);
  });

  it("given the machine's benchmark index, should name the CPU slowdown Lighthouse's calculator suggests", () => {
    // The calculator's own points: 1,300 → 3×, 1,533 → 4×, 2,000 → 6×.
    expect(suggestedCpuSlowdown(1_300)).toBe(3);
    expect(suggestedCpuSlowdown(1_533)).toBeCloseTo(4, 1);
    expect(suggestedCpuSlowdown(2_000)).toBeCloseTo(6, 1);
    expect(suggestedCpuSlowdown(1_000)).toBeUndefined();
    expect(suggestedCpuSlowdown(undefined)).toBeUndefined();
  });

  it("should give each figure's median over the runs", () => {
    const runs = [
      lhr(90, 3_000, 100, 1_400),
      lhr(99, 1_000, 300, 2_100),
      lhr(95, 2_000, 200, 1_600),
    ].map(figuresOf);
    const figures = medianFigures(runs);
    expect(figures.scores.performance).toBe(95);
    expect(figures.lcpMs).toBe(2_000);
    expect(figures.transferBytes.total).toBe(200);
    expect(figures.benchmarkIndex).toBe(1_600);
  });

  it("should weigh a page against the web's median mobile page of 2,311 KB", () => {
    expect(ratioToMedianPage(MEDIAN_MOBILE_PAGE_BYTES / 10)).toBeCloseTo(0.1);
    expect(ratioToMedianPage(undefined)).toBeUndefined();
  });
});

describe("given the targets of issue #14", () => {
  it("should judge by the worst page and name it", () => {
    const pages = [
      { path: "/", figures: figuresOf(lhr(99, 1_200, 150_000)) },
      { path: "/pricing", figures: figuresOf(lhr(92, 2_500, 180_000)) },
      { path: "/blog/x" },
    ];
    const checks = checkTargets(pages, [{ name: "plans", ratio: 0.6 }, { name: "geo_info" }]);
    const byFigure = Object.fromEntries(checks.map((check) => [check.figure, check]));
    expect(byFigure["Lighthouse performance"]).toMatchObject({
      measured: "92 (worst: /pricing)",
      met: false,
    });
    expect(byFigure["Home page transferred, all requests, en"]?.met).toBe(true);
    expect(byFigure["Render-blocking CSS, Latin pages (compressed)"]?.met).toBe(true);
    expect(byFigure["api plans: requests/s vs bare Fastify"]?.met).toBe(true);
    expect(byFigure["api geo_info: requests/s vs bare Fastify"]?.met).toBeUndefined();
  });
});

describe("given the report's tables", () => {
  it("should pad every column to its widest cell", () => {
    expect(formatTable(["Page", "Score"], [["/", "100"]])).toBe(
      ["| Page | Score |", "| ---- | ----- |", "| /    | 100   |"].join("\n"),
    );
  });

  it("should rewrite only the part of docs/benchmarks.md between the markers", () => {
    const doc = "# B\n\nhand\n<!-- bench:start -->\nold\n<!-- bench:end -->\n\nmore hand\n";
    expect(replaceBetweenMarkers(doc, "new\n")).toBe(
      "# B\n\nhand\n<!-- bench:start -->\nnew\n<!-- bench:end -->\n\nmore hand\n",
    );
    expect(replaceBetweenMarkers("# B\n", "new")).toBe(
      "# B\n\n<!-- bench:start -->\nnew\n<!-- bench:end -->\n",
    );
  });
});
