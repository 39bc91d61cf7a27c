// The pure part of `npm run bench` (bench/run.mjs): medians, the figures
// read from a Lighthouse report, the targets of issue #14 and the tables. Kept
// apart from the runner so it is unit-tested (bench-report.test.ts) while the
// runner, which starts browsers and servers, is not a test (ARCHITECTURE.md).

/** HTTP Archive Web Almanac 2024, Page Weight: the median mobile page, 2,311 KB (kibibytes, as HTTP Archive counts). */
export const MEDIAN_MOBILE_PAGE_BYTES = 2_311 * 1024;

/** Lighthouse's resource types, in the order the tables show them. */
export const RESOURCE_TYPES = /** @type {const} */ ([
  "document",
  "script",
  "stylesheet",
  "font",
  "image",
  "other",
]);

/**
 * The middle value (the mean of the two middle ones for an even count);
 * undefined for no values. Missing figures (a failed run) are left out.
 * @param {readonly (number | undefined | null)[]} values
 * @returns {number | undefined}
 */
export function median(values) {
  const sorted = values
    .filter((value) => typeof value === "number" && Number.isFinite(value))
    .map(Number)
    .sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle];
  return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * @typedef {object} PageFigures
 * @property {Record<string, number | undefined>} scores performance, accessibility, best-practices, seo (0–100)
 * @property {number | undefined} fcpMs
 * @property {number | undefined} lcpMs
 * @property {number | undefined} tbtMs
 * @property {number | undefined} cls
 * @property {Record<string, number | undefined>} transferBytes per resource type, and "total"
 * @property {number | undefined} requests
 * @property {number | undefined} renderBlockingCssBytes transferred bytes of the stylesheets that block the first paint
 * @property {number | undefined} mainThreadMs the main thread's work during the load (mainthread-work-breakdown, at the simulated slowdown)
 * @property {number | undefined} benchmarkIndex Lighthouse's CPU benchmark of the machine it ran on (environment.benchmarkIndex)
 */

/**
 * The figures the bench reports from one Lighthouse result (LHR JSON).
 * @param {any} lhr
 * @returns {PageFigures}
 */
export function figuresOf(lhr) {
  const audits = lhr?.audits ?? {};
  const categories = lhr?.categories ?? {};
  /** @type {Record<string, number | undefined>} */
  const scores = {};
  for (const id of ["performance", "accessibility", "best-practices", "seo"]) {
    const score = categories[id]?.score;
    scores[id] = typeof score === "number" ? Math.round(score * 100) : undefined;
  }
  /** @type {Record<string, number | undefined>} */
  const transferBytes = {};
  let requests;
  for (const item of audits["resource-summary"]?.details?.items ?? []) {
    if (item.resourceType === "total") {
      transferBytes.total = item.transferSize;
      requests = item.requestCount;
    } else if (RESOURCE_TYPES.includes(item.resourceType)) {
      transferBytes[item.resourceType] = item.transferSize;
    }
  }
  // Render-blocking CSS: the stylesheets Chromium fetched at "VeryHigh"
  // priority, which it gives the stylesheets of the document's head that
  // block the first paint (lazy or print-only ones get less), and requested
  // before that paint: a sheet a script adds afterwards (the Japanese web
  // font's slices) gets VeryHigh too but blocks nothing. Lighthouse's
  // render-blocking-resources audit lists only what it estimates it could
  // save, so it is often empty while a stylesheet still blocks.
  const networkRequests = audits["network-requests"]?.details?.items;
  const firstPaint = audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint;
  const renderBlockingCssBytes = Array.isArray(networkRequests)
    ? networkRequests
        .filter(
          (
            /** @type {{ resourceType?: string, priority?: string, networkRequestTime?: number }} */ item,
          ) =>
            item.resourceType === "Stylesheet" &&
            item.priority === "VeryHigh" &&
            !(
              typeof firstPaint === "number" &&
              typeof item.networkRequestTime === "number" &&
              item.networkRequestTime >= firstPaint
            ),
        )
        .reduce(
          (/** @type {number} */ sum, /** @type {{ transferSize?: number }} */ item) =>
            sum + (item.transferSize ?? 0),
          0,
        )
    : undefined;
  const numeric = (/** @type {string} */ id) => {
    const value = audits[id]?.numericValue;
    return typeof value === "number" ? value : undefined;
  };
  return {
    scores,
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    transferBytes,
    requests,
    renderBlockingCssBytes,
    mainThreadMs: numeric("mainthread-work-breakdown"),
    benchmarkIndex:
      typeof lhr?.environment?.benchmarkIndex === "number"
        ? Math.round(lhr.environment.benchmarkIndex)
        : undefined,
  };
}

/**
 * The CPU slowdown Lighthouse's CPU throttling calculator suggests for a
 * machine whose benchmark index is at least 1,300 (1,300 → 3×, 1,533 → 4×,
 * 1,766 → 5×, 2,000 → 6×): simulated throttling always multiplies the
 * main thread's time by 4, which stands for a mid-range phone only on a
 * machine of about 1,533. A faster machine reports less TBT for the same
 * page, a slower one more; the bench prints the index so that runs on
 * different machines can be read side by side. Undefined below the
 * calculator's 1,300 (a machine that slow is a low-end phone already).
 * @param {number | undefined} benchmarkIndex
 */
export function suggestedCpuSlowdown(benchmarkIndex) {
  if (typeof benchmarkIndex !== "number" || benchmarkIndex < 1300) return undefined;
  return 3 + (benchmarkIndex - 1300) / 233;
}

/**
 * Each figure's median over the runs (figure by figure, so one slow run moves
 * nothing; the figures of one row may then come from different runs).
 * @param {PageFigures[]} runs
 * @returns {PageFigures}
 */
export function medianFigures(runs) {
  const pick = (/** @type {(figures: PageFigures) => number | undefined} */ get) =>
    median(runs.map(get));
  /** @type {Record<string, number | undefined>} */
  const scores = {};
  for (const id of ["performance", "accessibility", "best-practices", "seo"]) {
    scores[id] = pick((run) => run.scores[id]);
  }
  /** @type {Record<string, number | undefined>} */
  const transferBytes = {};
  for (const type of [...RESOURCE_TYPES, "total"]) {
    transferBytes[type] = pick((run) => run.transferBytes[type]);
  }
  return {
    scores,
    fcpMs: pick((run) => run.fcpMs),
    lcpMs: pick((run) => run.lcpMs),
    tbtMs: pick((run) => run.tbtMs),
    cls: pick((run) => run.cls),
    transferBytes,
    requests: pick((run) => run.requests),
    renderBlockingCssBytes: pick((run) => run.renderBlockingCssBytes),
    mainThreadMs: pick((run) => run.mainThreadMs),
    benchmarkIndex: pick((run) => run.benchmarkIndex),
  };
}

/**
 * A page's weight against the web's median mobile page (2.0 = twice as heavy).
 * @param {number | undefined} bytes
 * @returns {number | undefined}
 */
export function ratioToMedianPage(bytes) {
  return bytes === undefined ? undefined : bytes / MEDIAN_MOBILE_PAGE_BYTES;
}

/** @param {number | undefined} bytes */
export function kb(bytes) {
  return bytes === undefined ? "–" : `${(bytes / 1024).toFixed(1)} KB`;
}

/** @param {number | undefined} ms */
export function seconds(ms) {
  return ms === undefined ? "–" : `${(ms / 1000).toFixed(2)} s`;
}

/**
 * @param {number | undefined} value
 * @param {number} [digits]
 */
export function num(value, digits = 0) {
  return value === undefined
    ? "–"
    : value.toLocaleString("en-US", {
        maximumFractionDigits: digits,
        minimumFractionDigits: digits,
      });
}

/**
 * A Markdown table with its columns padded, readable in a terminal too.
 * @param {readonly string[]} headers
 * @param {readonly (readonly string[])[]} rows
 */
export function formatTable(headers, rows) {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => (row[i] ?? "").length), 3),
  );
  const line = (/** @type {readonly string[]} */ cells) =>
    `| ${widths.map((width, i) => (cells[i] ?? "").padEnd(width)).join(" | ")} |`;
  return [line(headers), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join(
    "\n",
  );
}

/**
 * One page's table: the median of its runs, figure by figure.
 * @param {PageFigures} figures
 * @returns {string}
 */
export function pageTable(figures) {
  const { scores, transferBytes } = figures;
  const ratio = ratioToMedianPage(transferBytes.total);
  /** @type {string[][]} */
  const rows = [
    [
      "Scores (perf / a11y / best practices / SEO)",
      ["performance", "accessibility", "best-practices", "seo"]
        .map((id) => num(scores[id]))
        .join(" / "),
    ],
    ["First contentful paint", seconds(figures.fcpMs)],
    ["Largest contentful paint", seconds(figures.lcpMs)],
    ["Total blocking time", figures.tbtMs === undefined ? "–" : `${num(figures.tbtMs)} ms`],
    ["Cumulative layout shift", num(figures.cls, 3)],
    ...RESOURCE_TYPES.map((type) => [`Transferred: ${type}`, kb(transferBytes[type])]),
    ["Transferred: total", kb(transferBytes.total)],
    ["Render-blocking CSS (transferred)", kb(figures.renderBlockingCssBytes)],
    ["Requests", num(figures.requests)],
    [
      "Weight vs the median mobile page (2,311 KB)",
      ratio === undefined ? "–" : `${ratio.toFixed(3)}×`,
    ],
  ];
  return formatTable(["Figure", "Median"], rows);
}

/**
 * @typedef {object} TargetCheck
 * @property {string} figure
 * @property {string} target
 * @property {string} measured
 * @property {boolean | undefined} met undefined when not measured
 */

/**
 * Issue #14's targets against the measured pages (the worst page counts).
 * @param {{ path: string, figures?: PageFigures }[]} pages
 * @param {{ name: string, ratio?: number }[]} api product/bare requests per second
 * @returns {TargetCheck[]}
 */
export function checkTargets(pages, api) {
  const measured = pages.filter((page) => page.figures !== undefined);
  /** @param {(figures: PageFigures) => number | undefined} get */
  const values = (get) =>
    measured
      .map((page) => ({ path: page.path, value: get(/** @type {PageFigures} */ (page.figures)) }))
      .filter((entry) => entry.value !== undefined);
  /**
   * @param {string} figure
   * @param {string} target
   * @param {(figures: PageFigures) => number | undefined} get
   * @param {"min" | "max"} worst which end is the worst page
   * @param {(value: number) => boolean} ok
   * @param {(value: number) => string} show
   * @returns {TargetCheck}
   */
  const worstOf = (figure, target, get, worst, ok, show) => {
    const all = values(get);
    if (all.length === 0) return { figure, target, measured: "not measured", met: undefined };
    const sorted = all.sort(
      (a, b) => /** @type {number} */ (a.value) - /** @type {number} */ (b.value),
    );
    const pick = /** @type {{ path: string, value: number }} */ (
      worst === "min" ? sorted[0] : sorted[sorted.length - 1]
    );
    return {
      figure,
      target,
      measured: `${show(pick.value)} (worst: ${pick.path})`,
      met: all.every((entry) => ok(/** @type {number} */ (entry.value))),
    };
  };
  const home = measured.find((page) => page.path === "/");
  const homeTotal = home?.figures?.transferBytes.total;
  const latin = measured.filter((page) => !["/ar", "/ja"].includes(page.path));
  const latinCss = latin
    .map((page) => page.figures?.renderBlockingCssBytes)
    .filter((value) => value !== undefined);
  const maxLatinCss =
    latinCss.length > 0 ? Math.max(.../** @type {number[]} */ (latinCss)) : undefined;
  return [
    worstOf(
      "Lighthouse performance",
      "≥ 98 on every page",
      (f) => f.scores.performance,
      "min",
      (v) => v >= 98,
      (v) => num(v),
    ),
    worstOf(
      "Accessibility",
      "100",
      (f) => f.scores.accessibility,
      "min",
      (v) => v >= 100,
      (v) => num(v),
    ),
    worstOf(
      "Best practices",
      "≥ 96",
      (f) => f.scores["best-practices"],
      "min",
      (v) => v >= 96,
      (v) => num(v),
    ),
    worstOf(
      "SEO",
      "100",
      (f) => f.scores.seo,
      "min",
      (v) => v >= 100,
      (v) => num(v),
    ),
    worstOf(
      "LCP (simulated)",
      "≤ 1.5 s",
      (f) => f.lcpMs,
      "max",
      (v) => v <= 1500,
      seconds,
    ),
    worstOf(
      "CLS",
      "≤ 0.02",
      (f) => f.cls,
      "max",
      (v) => v <= 0.02,
      (v) => num(v, 3),
    ),
    worstOf(
      "TBT",
      "≤ 50 ms",
      (f) => f.tbtMs,
      "max",
      (v) => v <= 50,
      (v) => `${num(v)} ms`,
    ),
    {
      figure: "Home page transferred, all requests, en",
      target: "≤ 200 KB",
      measured: kb(homeTotal),
      met: homeTotal === undefined ? undefined : homeTotal <= 200 * 1024,
    },
    {
      figure: "Render-blocking CSS, Latin pages (compressed)",
      target: "≤ 14 KB",
      measured: kb(maxLatinCss),
      met: maxLatinCss === undefined ? undefined : maxLatinCss <= 14 * 1024,
    },
    ...api.map((entry) => ({
      figure: `api ${entry.name}: requests/s vs bare Fastify`,
      target: "within 2× (ratio ≥ 0.50)",
      measured: entry.ratio === undefined ? "not measured" : `${entry.ratio.toFixed(2)}×`,
      met: entry.ratio === undefined ? undefined : entry.ratio >= 0.5,
    })),
  ];
}

/** @param {boolean | undefined} met */
export function verdict(met) {
  if (met === undefined) return "not measured";
  return met ? "met" : "**short**";
}

/**
 * Replaces what lies between the two markers (markers kept); appends the
 * section with its markers when the document has none.
 * @param {string} document
 * @param {string} section
 * @param {string} [name]
 */
export function replaceBetweenMarkers(document, section, name = "bench") {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  const block = `${start}\n${section.trim()}\n${end}`;
  if (from === -1 || to === -1 || to < from) {
    return `${document.trimEnd()}\n\n${block}\n`;
  }
  return document.slice(0, from) + block + document.slice(to + end.length);
}
