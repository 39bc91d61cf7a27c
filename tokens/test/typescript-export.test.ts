import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTokenOutputs, outputFiles, packageRoot } from "../scripts/lib/build-token-outputs";
import * as packageEntry from "../src/index";

type GeneratedModule = typeof import("../src/generated/tokens");

const { cssVar, isBrand } = packageEntry;
const freshBuild = buildTokenOutputs().typeScript;
const folder = mkdtempSync(join(tmpdir(), "mvpn-tokens-ts-"));
let fresh: GeneratedModule;

// The values are checked on a module built from the JSON just now, so the tests
// mean something whether or not `npm run build` ran before them.
beforeAll(async () => {
  writeFileSync(join(folder, "tokens.ts"), freshBuild);
  fresh = await import(join(folder, "tokens.ts"));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("given the generated TypeScript export", () => {
  it("should be committed as a fresh build of the JSON (run the build after editing tokens)", () => {
    const committed = readFileSync(join(packageRoot, outputFiles.typeScript), "utf8");
    expect(committed).toBe(freshBuild);
  });

  it("should be re-exported whole by the package entry", () => {
    const entry: Record<string, unknown> = { ...packageEntry };
    for (const [name, value] of Object.entries(fresh)) expect(entry[name], name).toEqual(value);
  });

  it("should list the three brands with their app types", () => {
    expect(fresh.brands).toEqual(["master", "turbo", "signal"]);
    expect(fresh.appTypeByBrand).toEqual({ master: 501, turbo: 502, signal: 503 });
    expect(isBrand("turbo")).toBe(true);
    expect(isBrand("neon")).toBe(false);
  });

  it("should carry SPEC §9's timings: toast 6000 ms, scroll helper 1200 ms with a 50 px offset", () => {
    expect(fresh.motion.duration.toast).toBe(6000);
    expect(fresh.motion.duration.scroll).toBe(1200);
    expect(fresh.scroll).toEqual({ offset: 50, duration: 1200 });
  });

  it("should carry the 768 px mobile breakpoint as a number and a media query", () => {
    expect(fresh.breakpoints.md).toBe(768);
    expect(fresh.mediaQueries.md).toBe("(min-width: 768px)");
  });

  it("should give the modal width as 78 to 104 units of 4 px", () => {
    expect(fresh.modal).toEqual({
      unit: "0.25rem",
      unitPx: 4,
      minWidth: 78,
      maxWidth: 104,
      minWidthPx: 312,
      maxWidthPx: 416,
    });
  });

  it("should give every brand the same token names, with brand-specific values", () => {
    const { tokenValues } = fresh;
    const names = (brand: keyof typeof tokenValues) => Object.keys(tokenValues[brand]);
    expect(names("turbo")).toEqual(names("master"));
    expect(names("signal")).toEqual(names("master"));
    expect(tokenValues.master["color.accent"]).toBe("#0f766e");
    expect(tokenValues.turbo["color.accent"]).toBe("#c2410c");
    expect(tokenValues.signal["color.accent"]).toBe("#15803d");
  });

  it("should turn a token name into its CSS variable", () => {
    expect(cssVar("color.text.muted")).toBe("var(--mvpn-color-text-muted)");
    expect(cssVar("space.4")).toBe("var(--mvpn-space-4)");
  });
});
