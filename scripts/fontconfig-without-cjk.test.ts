import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  fontconfigText,
  fontconfigWithJapaneseStandIn,
  fontconfigWithoutCjk,
  STAND_IN_FACES,
} from "./fontconfig-without-cjk.mjs";

const folder = mkdtempSync(path.join(os.tmpdir(), "fontconfig-test-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const japaneseFaces = (env: NodeJS.ProcessEnv = process.env) => {
  try {
    return execFileSync("fc-list", [":lang=ja", "file"], { encoding: "utf8", env }).trim();
  } catch {
    return undefined;
  }
};
const machine = japaneseFaces();
const hasNotoCjk = machine !== undefined && /NotoSansCJK/.test(machine);

describe("given the configuration text", () => {
  it("should include the machine's configuration and reject each file by its own name", () => {
    const text = fontconfigText({
      base: "/etc/fonts/fonts.conf",
      rejectFiles: ["/fonts/Noto[1]*.ttc"],
      cacheDirectory: "/tmp/cache",
    });
    expect(text).toContain('<include ignore_missing="no">/etc/fonts/fonts.conf</include>');
    expect(text).toContain("<glob>/fonts/Noto\\[1\\]\\*.ttc</glob>");
    // The private cache first: fontconfig writes to the first writable one.
    expect(text.indexOf("<cachedir>")).toBeLessThan(text.indexOf("<include"));
  });
});

describe.skipIf(machine === undefined)("given this machine's fonts", () => {
  it("should leave fontconfig no face that covers Japanese, and the machine's own listing as it was", () => {
    const { file, env, left } = fontconfigWithoutCjk({ directory: path.join(folder, "without") });
    expect(left).toEqual([]);
    expect(japaneseFaces({ ...process.env, ...env })).toBe("");
    expect(readFileSync(file, "utf8")).toContain("<rejectfont>");
    expect(japaneseFaces()).toBe(machine);
  });

  it.skipIf(!hasNotoCjk)(
    "should list Noto CJK's Japanese face under Hiragino's names only, for a stand-in device",
    () => {
      const { names } = fontconfigWithJapaneseStandIn({
        directory: path.join(folder, "stand-in"),
        standIn: STAND_IN_FACES.hiragino,
      });
      expect([...names].sort()).toEqual([
        "Hiragino Sans:fullname=Hiragino Sans W3:postscriptname=HiraginoSans-W3",
        "Hiragino Sans:fullname=Hiragino Sans W6:postscriptname=HiraginoSans-W6",
      ]);
    },
  );
});
