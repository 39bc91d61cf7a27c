import { describe, expect, it } from "vitest";
import { resolveTokens } from "../scripts/lib/resolve-aliases";
import { TokenBuildError } from "../scripts/lib/token-build-error";
import { tokensFrom } from "./support/build-fixture";

const palette = {
  color: {
    $type: "color",
    navy: { 900: { $value: "#0B1F44" } },
    white: { $value: "#FFFFFF" },
  },
};

function resolveTree(roles: Record<string, unknown>) {
  return resolveTokens([
    ...tokensFrom(palette),
    ...tokensFrom({ color: { $type: "color", ...roles } }, "functional", "functional/color.json"),
  ]);
}

function problemsOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof TokenBuildError) return error.message;
    throw error;
  }
  throw new Error("expected the build to fail");
}

describe("given tokens with aliases", () => {
  it("should replace an alias with the value it points to, through a chain of aliases", () => {
    const tokens = resolveTree({
      text: { $root: { $value: "{color.navy.900}" } },
      heading: { $value: "{color.text}" },
    });
    const heading = tokens.find((token) => token.name === "color.heading");
    expect(heading?.value).toBe("#0B1F44");
    expect(heading?.aliasOf).toBe("color.text");
  });

  it("should read {group} and {group.$root} as the group's default token", () => {
    const tokens = resolveTree({
      surface: { $root: { $value: "{color.white}" } },
      card: { $value: "{color.surface.$root}" },
      page: { $value: "{color.surface}" },
    });
    const resolvedValue = (name: string) => tokens.find((token) => token.name === name)?.value;
    expect([resolvedValue("color.card"), resolvedValue("color.page")]).toEqual([
      "#FFFFFF",
      "#FFFFFF",
    ]);
  });

  it("should resolve aliases inside composite values such as a shadow's colour", () => {
    const [shadow] = resolveTokens([
      ...tokensFrom(palette),
      ...tokensFrom({
        shadow: {
          low: {
            $type: "shadow",
            $value: {
              color: "{color.navy.900}",
              offsetX: { value: 0, unit: "px" },
              offsetY: { value: 1, unit: "px" },
              blur: { value: 2, unit: "px" },
              spread: { value: 0, unit: "px" },
            },
          },
        },
      }),
    ]).filter((token) => token.name === "shadow.low");
    expect(shadow?.value).toMatchObject({ color: "#0B1F44" });
  });
});

describe("given a broken alias", () => {
  it("should reject it with the token, its file and the missing name", () => {
    const message = problemsOf(() => resolveTree({ text: { $value: "{color.navy.950}" } }));
    expect(message).toContain(
      'Unknown alias {color.navy.950} in "color.text" (functional/color.json): no token is named "color.navy.950"',
    );
  });

  it("should reject a circular alias and show the loop", () => {
    const message = problemsOf(() =>
      resolveTree({ a: { $value: "{color.b}" }, b: { $value: "{color.a}" } }),
    );
    expect(message).toContain("Circular alias: color.a → color.b → color.a");
  });

  it("should reject an alias to a token of another type", () => {
    const message = problemsOf(() =>
      resolveTokens([
        ...tokensFrom(palette),
        ...tokensFrom({ radius: { card: { $type: "dimension", $value: "{color.white}" } } }),
      ]),
    );
    expect(message).toContain(
      '"radius.card" (fixture.json) is a dimension but aliases "color.white", a color',
    );
  });

  it("should reject an alias embedded in a longer string", () => {
    const message = problemsOf(() => resolveTree({ text: { $value: "1px solid {color.white}" } }));
    expect(message).toContain("an alias must be the whole value");
  });

  it("should reject a value that does not match its $type", () => {
    const message = problemsOf(() => resolveTree({ text: { $value: "navy" } }));
    expect(message).toContain('"color.text" (functional/color.json) has an invalid color');
  });

  it("should list every problem at once rather than stopping at the first", () => {
    const message = problemsOf(() =>
      resolveTree({ a: { $value: "{color.nope}" }, b: { $value: "{color.nada}" } }),
    );
    expect(message).toContain("{color.nope}");
    expect(message).toContain("{color.nada}");
  });
});
