import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { defaultTokenDirectory, packageRoot } from "../scripts/lib/build-token-outputs";

const workspace = mkdtempSync(join(tmpdir(), "mvpn-tokens-"));
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

/** Runs the real command (`tsx scripts/build-tokens.ts`) on a copy of the JSON, writing into a temp folder. */
function runBuild(editTokens: (folder: string) => void) {
  const source = join(workspace, `tokens-${Math.random().toString(36).slice(2)}`);
  const out = join(source, "out");
  cpSync(defaultTokenDirectory, source, { recursive: true });
  editTokens(source);
  const result = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      join(packageRoot, "scripts/build-tokens.ts"),
      "--source",
      source,
      "--out",
      out,
    ],
    { encoding: "utf8", cwd: packageRoot },
  );
  return { ...result, out };
}

// Each test starts Node with tsx and builds every brand: on a loaded 2-core
// machine one run took over Vitest's 5 s default (a fresh-clone `npm test`).
// A longer bound only slows a failure, never a pass (docs/testing.md).
describe("given the build command", { timeout: 60_000 }, () => {
  it("should write the three CSS files and the TypeScript module", () => {
    const { status, out, stderr } = runBuild(() => {});
    expect(stderr).toBe("");
    expect(status).toBe(0);
    for (const file of [
      "dist/tokens.css",
      "dist/theme.css",
      "dist/fonts.css",
      // The placeholder face the Japanese sheets name (issue #34).
      "dist/fonts/noto-sans-jp-placeholder.woff2",
      "src/generated/tokens.ts",
    ]) {
      expect(existsSync(join(out, file)), file).toBe(true);
    }
  });

  it("should exit non-zero and name the problem when an alias is broken", () => {
    const { status, stderr } = runBuild((folder) => {
      const file = join(folder, "brands/turbo/color.json");
      writeFileSync(
        file,
        readFileSync(file, "utf8").replace("{color.orange.700}", "{color.orange.750}"),
      );
    });
    expect(status).toBe(1);
    expect(stderr).toContain(
      'Unknown alias {color.orange.750} in "color.text.accent" (brands/turbo/color.json)',
    );
  });

  it("should exit non-zero when a brand is missing a role", () => {
    const { status, stderr } = runBuild((folder) => {
      const file = join(folder, "brands/signal/color.json");
      const json = JSON.parse(readFileSync(file, "utf8"));
      delete json.color.accent.hover;
      writeFileSync(file, JSON.stringify(json));
    });
    expect(status).toBe(1);
    expect(stderr).toContain('Brand "signal" is missing "color.accent.hover"');
  });
});
