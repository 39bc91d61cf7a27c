// The pure part of `npm run bench` (bench/run.mjs): medians, the figures
// read from a Lighthouse report, main-thread work against the control page,
// the targets of issues #14 and #34, the fontconfig file without the system
// CJK faces, and the tables. Kept
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
 * @property {number | undefined} cspIssues Content-Security-Policy issues Chromium reported (inspector-issues: the blocked URLs, at least 1 when there is a row)
 * @property {boolean | undefined} [indexable] false for a page that asks not to be indexed (is-crawlable fails: the checkout, the account), whose SEO score is not a target
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
  const issues = audits["inspector-issues"]?.details?.items;
  const cspRow = Array.isArray(issues)
    ? issues.find(
        (/** @type {{ issueType?: unknown }} */ item) =>
          item.issueType === "Content security policy",
      )
    : undefined;
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
    cspIssues: !Array.isArray(issues)
      ? undefined
      : cspRow === undefined
        ? 0
        : Math.max(1, cspRow.subItems?.items?.length ?? 0),
    indexable:
      typeof audits["is-crawlable"]?.score === "number"
        ? audits["is-crawlable"].score === 1
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
    // Not a median: a violation seen in any run is one the page has.
    cspIssues: runs.some((run) => run.cspIssues !== undefined)
      ? Math.max(...runs.map((run) => run.cspIssues ?? 0))
      : undefined,
    indexable: runs.some((run) => run.indexable === false)
      ? false
      : runs.some((run) => run.indexable === true)
        ? true
        : undefined,
  };
}

/**
 * The headline figure (issue #34): a page's main-thread work divided by the
 * control page's, both medians of the same bench run. The control page has
 * no script, font or stylesheet, so what it costs is the machine and the
 * browser alone; the ratio is what the page adds, and holds across machines
 * where TBT does not (the same page is 50 ms of TBT on a fast machine and
 * almost a second on a slow one). Undefined when either was not measured.
 * @param {number | undefined} pageMs
 * @param {number | undefined} controlMs
 */
export function mainThreadRatio(pageMs, controlMs) {
  if (pageMs === undefined || controlMs === undefined || !(controlMs > 0)) return undefined;
  return pageMs / controlMs;
}

/** @param {number | undefined} ratio */
export function times(ratio) {
  return ratio === undefined ? "–" : `${ratio.toFixed(1)}×`;
}

/**
 * A benched page: its path, and a variant: for a Japanese page measured as on
 * a device with no Noto CJK face (an iPhone, a Windows PC) "no-noto-cjk"; for
 * an Arabic page served as the deploy serves it, HTTPS and HTTP/2 through
 * deploy/nginx in front of the api, "front".
 * @typedef {"no-noto-cjk" | "front"} PageVariant
 * @typedef {object} BenchedPage
 * @property {string} path
 * @property {PageVariant} [variant]
 * @property {PageFigures} [figures]
 * @property {{ cpuSlowdown: number, figures?: PageFigures, all?: PageFigures[] }} [slowMachine] the same loads simulated as on issue #34's machine (slowMachineSlowdown)
 * @property {number} [runs]
 * @property {string} [error]
 */

/** A page's name in the tables: its path, and the variant when there is one. @param {BenchedPage} page */
export function pageLabel(page) {
  if (page.variant === "no-noto-cjk") return `${page.path} (no Noto CJK)`;
  if (page.variant === "front") return `${page.path} (HTTP/2, deploy/nginx)`;
  return page.path;
}

/** Whether a path is one of the Japanese pages, measured both with and without the system Noto CJK face. @param {string} pagePath */
export function isJapanesePath(pagePath) {
  return pagePath === "/ja" || pagePath.startsWith("/ja/");
}

/** Whether a path is one of the Arabic pages, measured both from `npm start` and through the deploy's front. @param {string} pagePath */
export function isArabicPath(pagePath) {
  return pagePath === "/ar" || pagePath.startsWith("/ar/");
}

/**
 * The pages to bench, in order: each Japanese path twice (with the machine's
 * Noto CJK face, then without it), each Arabic path twice (from the api as
 * `npm start` serves it, over HTTP/1.1, then through deploy/nginx over
 * HTTP/2: the simulation models each request by the connection it was
 * recorded on, and the faces and sheets an Arabic page fetches first each
 * open one of their own over HTTP/1.1; docs/benchmarks.md).
 * @param {readonly string[]} paths
 * @returns {BenchedPage[]}
 */
export function benchedPages(paths) {
  return paths.flatMap((pagePath) => {
    /** @type {PageVariant | undefined} */
    const variant = isJapanesePath(pagePath)
      ? "no-noto-cjk"
      : isArabicPath(pagePath)
        ? "front"
        : undefined;
    /** @type {BenchedPage[]} */
    const pages = [{ path: pagePath }];
    if (variant) pages.push({ path: pagePath, variant });
    return pages;
  });
}

/**
 * The headline table: per page, main-thread work ÷ the control page's first,
 * then the figures of issue #34's targets (main-thread work, TBT, performance,
 * LCP, CLS, transferred bytes).
 * @param {readonly BenchedPage[]} pages
 * @param {number | undefined} controlMs the control page's main-thread work, median of its runs
 * @param {number} [siteHeadersControlMs] the same control page's, served with the site's response
 *   headers (see `SITE_HEADERS_CONTROL_PATH` in bench/run.mjs): a second ratio column when given
 */
export function headlineTable(pages, controlMs, siteHeadersControlMs) {
  const withHeaders = siteHeadersControlMs !== undefined;
  return formatTable(
    [
      "Page",
      "Main thread ÷ control",
      ...(withHeaders ? ["÷ control with the site's headers"] : []),
      "Main-thread work",
      "TBT",
      "Perf",
      "LCP",
      "CLS",
      "Transferred",
    ],
    pages.map((page) => {
      const f = page.figures;
      if (f === undefined) return [pageLabel(page), `not measured: ${page.error ?? "?"}`];
      return [
        pageLabel(page),
        times(mainThreadRatio(f.mainThreadMs, controlMs)),
        ...(withHeaders ? [times(mainThreadRatio(f.mainThreadMs, siteHeadersControlMs))] : []),
        ms(f.mainThreadMs),
        ms(f.tbtMs),
        num(f.scores.performance),
        seconds(f.lcpMs),
        num(f.cls, 3),
        kb(f.transferBytes.total),
      ];
    }),
  );
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

/** @param {number | undefined} value milliseconds */
export function ms(value) {
  return value === undefined ? "–" : `${num(Math.round(value))} ms`;
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
 * One page's table: the median of its runs, figure by figure, the ratio to
 * the control page first.
 * @param {PageFigures} figures
 * @param {number | undefined} [controlMs] the control page's main-thread work in the same run
 * @returns {string}
 */
export function pageTable(figures, controlMs) {
  const { scores, transferBytes } = figures;
  const ratio = ratioToMedianPage(transferBytes.total);
  /** @type {string[][]} */
  const rows = [
    ["Main-thread work ÷ control page's", times(mainThreadRatio(figures.mainThreadMs, controlMs))],
    ["Main-thread work", ms(figures.mainThreadMs)],
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
 * @property {string} issue the issue that set the target ("#34", "#14")
 * @property {string} figure
 * @property {string} target
 * @property {string} measured
 * @property {boolean | undefined} met undefined when not measured, or when the target does not apply to this machine
 * @property {false} [applies] the target holds only on another kind of machine (TBT, issue #34)
 */

/** Issue #34: TBT is held to 150 ms only on a machine whose control page costs at least this much main-thread work. */
export const SLOW_MACHINE_CONTROL_MS = 350;

/** The CPU slowdown of Lighthouse's mobile preset (simulated throttling). */
export const LIGHTHOUSE_CPU_SLOWDOWN = 4;

/** What the control page cost on the machine issue #34 was measured on (360–380 ms under the 4× slowdown). */
export const ISSUE_MACHINE_CONTROL_MS = 370;

/**
 * The CPU slowdown under which this run's control page costs what it cost
 * on issue #34's machine: Lighthouse's 4× scaled by 370 ms ÷ the control
 * page's cost here. Simulated throttling (Lantern) multiplies each
 * main-thread task of the recorded load by the slowdown, so the same
 * recorded loads, simulated again with it, give TBT and performance as on
 * that machine: a check of issue #34's TBT target on any machine, and with
 * no new loads, no new noise. Undefined where the control page costs that
 * much already (the machine's own figures answer) or was not measured.
 * @param {number | undefined} controlMs
 */
export function slowMachineSlowdown(controlMs) {
  if (controlMs === undefined || !(controlMs > 0) || controlMs >= ISSUE_MACHINE_CONTROL_MS) {
    return undefined;
  }
  return (LIGHTHOUSE_CPU_SLOWDOWN * ISSUE_MACHINE_CONTROL_MS) / controlMs;
}

/**
 * Per page, the figures of the same loads simulated as on issue #34's
 * machine (`slowMachine`: see slowMachineSlowdown): TBT, performance and LCP.
 * @param {readonly BenchedPage[]} pages
 */
export function slowMachineTable(pages) {
  return formatTable(
    ["Page", "TBT", "Perf", "LCP", "Main-thread work", "CPU slowdown"],
    pages.map((page) => {
      const f = page.slowMachine?.figures;
      if (f === undefined) return [pageLabel(page), "not simulated"];
      return [
        pageLabel(page),
        ms(f.tbtMs),
        num(f.scores.performance),
        seconds(f.lcpMs),
        ms(f.mainThreadMs),
        `${page.slowMachine?.cpuSlowdown.toFixed(2)}×`,
      ];
    }),
  );
}

/**
 * The targets of issue #34 (and those of issue #14 it keeps) against the
 * measured pages; a target over every page is judged by the worst one, which
 * the check names.
 * @param {readonly BenchedPage[]} pages
 * @param {readonly { name: string, ratio?: number }[]} api api ÷ bare Fastify requests per second
 * @param {number | undefined} [controlMs] the control page's main-thread work in the same run
 * @returns {TargetCheck[]}
 */
export function checkTargets(pages, api, controlMs) {
  const measured = pages.filter((page) => page.figures !== undefined);
  /**
   * @param {string} issue
   * @param {string} figure
   * @param {string} target
   * @param {readonly BenchedPage[]} among
   * @param {(figures: PageFigures) => number | undefined} get
   * @param {"min" | "max"} worst which end is the worst page
   * @param {(value: number) => boolean} ok
   * @param {(value: number) => string} show
   * @returns {TargetCheck}
   */
  const worstOf = (issue, figure, target, among, get, worst, ok, show) => {
    const all = among
      .map((page) => ({
        label: pageLabel(page),
        value: get(/** @type {PageFigures} */ (page.figures)),
      }))
      .filter(
        /** @returns {entry is { label: string, value: number }} */ (entry) =>
          entry.value !== undefined,
      )
      .sort((a, b) => a.value - b.value);
    const pick = worst === "min" ? all[0] : all[all.length - 1];
    if (pick === undefined)
      return { issue, figure, target, measured: "not measured", met: undefined };
    return {
      issue,
      figure,
      target,
      measured: all.length === 1 ? show(pick.value) : `${show(pick.value)} (worst: ${pick.label})`,
      met: all.every((entry) => ok(entry.value)),
    };
  };
  /** @param {string} path @param {PageVariant} [variant] */
  const page = (path, variant) =>
    measured.filter((entry) => entry.path === path && entry.variant === variant);
  const slowMachine = controlMs === undefined ? undefined : controlMs >= SLOW_MACHINE_CONTROL_MS;
  // Issue #34 set TBT, performance and the checkout's figures on a machine
  // whose control page cost 360–380 ms. On a faster one they are judged on
  // the same loads simulated as on that machine, where the bench did so.
  const simulated = measured
    .filter((entry) => entry.slowMachine?.figures !== undefined)
    .map((entry) => ({ ...entry, figures: entry.slowMachine?.figures }));
  const slowdown = measured.find((entry) => entry.slowMachine)?.slowMachine?.cpuSlowdown;
  const onSlowMachine = simulated.length > 0 ? simulated : measured;
  /** @param {TargetCheck} check */
  const asOnSlowMachine = (check) =>
    simulated.length === 0 || check.measured === "not measured"
      ? check
      : {
          ...check,
          measured: `${check.measured}, as on a machine whose control page costs ${ISSUE_MACHINE_CONTROL_MS} ms (CPU ${slowdown?.toFixed(2)}×)`,
        };
  const tbt = asOnSlowMachine(
    worstOf(
      "#34",
      "TBT",
      `≤ 150 ms where the control page costs ≥ ${SLOW_MACHINE_CONTROL_MS} ms`,
      onSlowMachine,
      (f) => f.tbtMs,
      "max",
      (v) => v <= 150,
      ms,
    ),
  );
  const latin = measured.filter(
    (entry) => !(isArabicPath(entry.path) || isJapanesePath(entry.path)),
  );
  const checkout = onSlowMachine.filter((entry) => entry.path === "/pricing/checkout/2");
  const noNoto = measured.filter((entry) => entry.variant === "no-noto-cjk");
  return [
    worstOf(
      "#34",
      "Main-thread work ÷ control page's, every page",
      "≤ 4×",
      measured,
      (f) => mainThreadRatio(f.mainThreadMs, controlMs),
      "max",
      (v) => v <= 4,
      times,
    ),
    slowMachine === false && simulated.length === 0
      ? {
          ...tbt,
          measured: `${tbt.measured}; the control page costs ${ms(controlMs)} here`,
          met: undefined,
          applies: false,
        }
      : tbt,
    asOnSlowMachine(
      worstOf(
        "#34",
        "Lighthouse performance, every page",
        "≥ 95",
        onSlowMachine,
        (f) => f.scores.performance,
        "min",
        (v) => v >= 95,
        (v) => num(v),
      ),
    ),
    worstOf(
      "#34",
      "Home page transferred, all requests, en",
      "≤ 200 KB",
      page("/"),
      (f) => f.transferBytes.total,
      "max",
      (v) => v <= 200 * 1024,
      kb,
    ),
    worstOf(
      "#34",
      "/ja with no Noto CJK: transferred",
      "≤ 350 KB",
      noNoto,
      (f) => f.transferBytes.total,
      "max",
      (v) => v <= 350 * 1024,
      kb,
    ),
    worstOf(
      "#34",
      "/ja with no Noto CJK: CLS",
      "≤ 0.02",
      noNoto,
      (f) => f.cls,
      "max",
      (v) => v <= 0.02,
      (v) => num(v, 3),
    ),
    asOnSlowMachine(
      worstOf(
        "#34",
        "Checkout /pricing/checkout/2: LCP",
        "≤ 1.5 s",
        checkout,
        (f) => f.lcpMs,
        "max",
        (v) => v <= 1500,
        seconds,
      ),
    ),
    asOnSlowMachine(
      worstOf(
        "#34",
        "Checkout /pricing/checkout/2: performance",
        "≥ 95",
        checkout,
        (f) => f.scores.performance,
        "min",
        (v) => v >= 95,
        (v) => num(v),
      ),
    ),
    worstOf(
      "#34",
      "CSP issues Chromium reports, every page",
      "0",
      measured,
      (f) => f.cspIssues,
      "max",
      (v) => v === 0,
      (v) => num(v),
    ),
    ...api.map((entry) => ({
      issue: "#34",
      figure: `api ${entry.name}: requests/s vs bare Fastify`,
      target: "≥ 0.5×",
      measured: entry.ratio === undefined ? "not measured" : `${entry.ratio.toFixed(2)}×`,
      met: entry.ratio === undefined ? undefined : entry.ratio >= 0.5,
    })),
    worstOf(
      "#14",
      "LCP, every page",
      "≤ 1.5 s",
      measured,
      (f) => f.lcpMs,
      "max",
      (v) => v <= 1500,
      seconds,
    ),
    worstOf(
      "#14",
      "CLS, every page (system faces)",
      "≤ 0.02",
      measured.filter((entry) => entry.variant === undefined),
      (f) => f.cls,
      "max",
      (v) => v <= 0.02,
      (v) => num(v, 3),
    ),
    worstOf(
      "#14",
      "Accessibility",
      "100",
      measured,
      (f) => f.scores.accessibility,
      "min",
      (v) => v >= 100,
      (v) => num(v),
    ),
    worstOf(
      "#14",
      "Best practices",
      "≥ 96",
      measured,
      (f) => f.scores["best-practices"],
      "min",
      (v) => v >= 96,
      (v) => num(v),
    ),
    worstOf(
      "#14",
      "SEO, pages open to indexing",
      "100",
      measured.filter((entry) => entry.figures?.indexable !== false),
      (f) => f.scores.seo,
      "min",
      (v) => v >= 100,
      (v) => num(v),
    ),
    worstOf(
      "#14",
      "Render-blocking CSS, Latin pages (compressed)",
      "≤ 14 KB",
      latin,
      (f) => f.renderBlockingCssBytes,
      "max",
      (v) => v <= 14 * 1024,
      kb,
    ),
  ];
}

/**
 * The mark of a target: pass, **short**, not measured, or n/a where the
 * target holds only on another kind of machine.
 * @param {boolean | undefined} met
 * @param {boolean} [applies]
 */
export function verdict(met, applies = true) {
  if (!applies) return "n/a on this machine";
  if (met === undefined) return "not measured";
  return met ? "pass" : "**short**";
}

/**
 * The targets table, as printed and written to docs/benchmarks.md.
 * @param {readonly TargetCheck[]} checks
 */
export function targetsTable(checks) {
  return formatTable(
    ["Issue", "Figure", "Target", "Measured", "Mark"],
    checks.map((check) => [
      check.issue,
      check.figure,
      check.target,
      check.measured,
      verdict(check.met, check.applies !== false),
    ]),
  );
}

/**
 * A fontconfig file for a Chromium that must not find some faces: the font
 * folders of the machine (those `fc-list` names) but the excluded ones, the
 * system's rules (conf.d, for hinting and aliases) and a cache of its own.
 * Folders are listed one by one because fontconfig scans a <dir> with its
 * subfolders: naming /usr/share/fonts would bring every face back.
 * @param {readonly string[]} fontFiles every font file the machine has (`fc-list : file`)
 * @param {readonly string[]} excludedFiles the files whose folders are left out (`fc-list :lang=ja file`)
 * @param {{ cacheDir: string, confD?: string }} where
 * @returns {{ xml: string, dirs: string[], excludedDirs: string[] }}
 */
export function fontsConfWithout(
  fontFiles,
  excludedFiles,
  { cacheDir, confD = "/etc/fonts/conf.d" },
) {
  const folder = (/** @type {string} */ file) => file.replace(/\/[^/]*$/, "");
  const excludedDirs = [...new Set(excludedFiles.map(folder))].sort();
  const dirs = [...new Set(fontFiles.map(folder))]
    .filter((dir) => !excludedDirs.includes(dir))
    .sort();
  const xmlText = (/** @type {string} */ text) =>
    text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
  const xml = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    "<fontconfig>",
    ...dirs.map((dir) => `  <dir>${xmlText(dir)}</dir>`),
    `  <cachedir>${xmlText(cacheDir)}</cachedir>`,
    `  <include ignore_missing="yes">${xmlText(confD)}</include>`,
    "</fontconfig>",
    "",
  ].join("\n");
  return { xml, dirs, excludedDirs };
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
