import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { identicalBaselines, unexplainedPairs } from "./visual-baselines.mjs";

const BASELINES = fileURLToPath(new URL("../stories/visual/__screenshots__", import.meta.url));

/**
 * Baselines that may share their bytes, each pair with the reason. Anything
 * else byte-identical is one state approved twice (issue #39): remove the
 * duplicate story, or make the two states differ. A key component's state
 * that every brand draws alike (functional tokens only) declares
 * `parameters.brands: ["master"]` and is shot once (stories/visual/shot-plan.ts).
 */
const ALLOWED: ReadonlyArray<{ pair: readonly [string, string]; why: string }> = [];

describe("given the visual baselines of stories/visual/__screenshots__", () => {
  const groups = identicalBaselines(BASELINES);

  it("should hold no two byte-identical baselines outside the allow-list", () => {
    expect(unexplainedPairs(groups, ALLOWED)).toEqual([]);
  });

  it("should name in the allow-list only pairs that are still identical", () => {
    const stale = ALLOWED.filter(({ pair: [a, b] }) =>
      groups.every((names) => !(names.includes(a) && names.includes(b))),
    );
    expect(stale.map(({ pair }) => pair.join(" = "))).toEqual([]);
  });
});

describe("given a folder with two identical baselines", () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), "baselines-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  writeFileSync(path.join(folder, "a--x-en-master.png"), "one image");
  copyFileSync(
    path.join(folder, "a--x-en-master.png"),
    path.join(folder, "a--x-rtl-ar-master.png"),
  );
  writeFileSync(path.join(folder, "a--x-ar-master.png"), "another image");

  it("should report the pair", () => {
    expect(unexplainedPairs(identicalBaselines(folder), [])).toEqual([
      ["a--x-en-master.png", "a--x-rtl-ar-master.png"],
    ]);
  });

  it("should accept it once the allow-list names it, in either order", () => {
    const allowed = [{ pair: ["a--x-rtl-ar-master.png", "a--x-en-master.png"] as const }];
    expect(unexplainedPairs(identicalBaselines(folder), allowed)).toEqual([]);
  });
});
