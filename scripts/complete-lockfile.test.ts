import { describe, expect, it } from "vitest";
import { completeLockfile, lookupKeys, platformOf } from "./complete-lockfile.mjs";

describe("given a platform package's name", () => {
  it.each([
    ["@biomejs/cli-darwin-arm64", { os: ["darwin"], cpu: ["arm64"] }],
    ["@biomejs/cli-linux-x64-musl", { os: ["linux"], cpu: ["x64"], libc: ["musl"] }],
    ["@rollup/rollup-linux-arm-gnueabihf", { os: ["linux"], cpu: ["arm"], libc: ["glibc"] }],
    ["@rolldown/binding-wasm32-wasi", { os: ["wasi"], cpu: ["wasm32"] }],
    ["@rollup/rollup-win32-ia32-msvc", { os: ["win32"], cpu: ["ia32"] }],
  ])("should read %s as %o", (name, platform) => {
    expect(platformOf(name)).toEqual(platform);
  });
});

describe("given where a package sits", () => {
  it("should look in its own node_modules, then each parent's, then the root", () => {
    expect(lookupKeys("node_modules/vite/node_modules/rolldown", "x")).toEqual([
      "node_modules/vite/node_modules/rolldown/node_modules/x",
      "node_modules/vite/node_modules/x",
      "node_modules/x",
    ]);
  });
});

describe("given a lock without another platform's build", () => {
  const lock = () => ({
    packages: {
      "": {},
      "node_modules/@biomejs/biome": {
        version: "2.6.8",
        dev: true,
        optionalDependencies: {
          "@biomejs/cli-linux-x64": "2.6.8",
          "@biomejs/cli-darwin-arm64": "2.6.8",
        },
      },
      "node_modules/@biomejs/cli-linux-x64": {
        version: "2.6.8",
        dev: true,
        optional: true,
        os: ["linux"],
        cpu: ["x64"],
      },
    },
  });

  it("should record the missing build as optional, for its own platform, so npm ci skips it", () => {
    const fixed = lock();
    expect(completeLockfile(fixed)).toEqual(["node_modules/@biomejs/cli-darwin-arm64"]);
    expect(
      fixed.packages["node_modules/@biomejs/cli-darwin-arm64" as keyof typeof fixed.packages],
    ).toEqual({
      version: "2.6.8",
      dev: true,
      optional: true,
      os: ["darwin"],
      cpu: ["arm64"],
    });
  });

  it("should change nothing the second time", () => {
    const fixed = lock();
    completeLockfile(fixed);
    expect(completeLockfile(fixed)).toEqual([]);
  });

  it("should nest a build whose version differs from the one at the root", () => {
    const fixed = {
      packages: {
        "node_modules/x": { version: "1.0.0", optional: true },
        "node_modules/a": { version: "1.0.0", optionalDependencies: { x: "2.0.0" } },
      },
    };
    expect(completeLockfile(fixed)).toEqual(["node_modules/a/node_modules/x"]);
  });
});
