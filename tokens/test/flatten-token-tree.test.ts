import { describe, expect, it } from "vitest";
import { flattenTokenTree } from "../scripts/lib/flatten-token-tree";

const origin = { source: "base/example.json", layer: "base" } as const;

describe("given a DTCG token file", () => {
  it("should give each token the $type of its nearest group", () => {
    const { tokens, problems } = flattenTokenTree(
      {
        color: {
          $type: "color",
          navy: { 900: { $value: "#0B1F44" } },
        },
        space: { 4: { $type: "dimension", $value: { value: 1, unit: "rem" } } },
      },
      origin,
    );
    expect(problems).toEqual([]);
    expect(tokens.map((token) => [token.name, token.type])).toEqual([
      ["color.navy.900", "color"],
      ["space.4", "dimension"],
    ]);
  });

  it("should name a group's $root token after the group, so color.surface sits beside color.surface.raised", () => {
    const { tokens } = flattenTokenTree(
      {
        color: {
          $type: "color",
          surface: { $root: { $value: "#FFFFFF" }, raised: { $value: "#FFFFFF" } },
        },
      },
      origin,
    );
    expect(tokens.map((token) => token.name)).toEqual(["color.surface", "color.surface.raised"]);
  });

  it("should report a token without $type, naming the token and its file", () => {
    const { problems } = flattenTokenTree({ radius: { card: { $value: "16px" } } }, origin);
    expect(problems).toEqual([
      '"radius.card" in base/example.json has no $type: set $type on the token or on one of its groups',
    ]);
  });

  it("should report a token that is also a group and point to $root", () => {
    const { problems } = flattenTokenTree(
      { color: { $type: "color", surface: { $value: "#FFFFFF", raised: { $value: "#FFFFFF" } } } },
      origin,
    );
    expect(problems.join("\n")).toMatch(
      /"color\.surface".*has a \$value and a child "raised".*\$root/,
    );
  });

  it("should report an unknown $type", () => {
    const { problems } = flattenTokenTree({ size: { $type: "length", a: { $value: 1 } } }, origin);
    expect(problems.join("\n")).toContain('unknown $type "length"');
  });
});
