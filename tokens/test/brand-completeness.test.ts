import { describe, expect, it } from "vitest";
import { buildTokenSet } from "../scripts/lib/build-token-set";
import { TokenBuildError } from "../scripts/lib/token-build-error";
import { sourcesFrom } from "./support/build-fixture";

const shared = {
  color: { $type: "color", white: { $value: "#FFFFFF" }, navy: { $value: "#0B1F44" } },
  radius: { $type: "dimension", card: { $value: { value: 16, unit: "px" } } },
};
const role = (value: string) => ({ color: { $type: "color", text: { $value: value } } });

describe("given brands that define roles", () => {
  it("should resolve each brand's roles against the shared palette", () => {
    const set = buildTokenSet(
      sourcesFrom(shared, { master: role("{color.navy}"), turbo: role("{color.white}") }),
      ["master", "turbo"],
      "master",
    );
    const text = (brand: string) =>
      set.byBrand[brand]?.find((token) => token.name === "color.text")?.value;
    expect([text("master"), text("turbo")]).toEqual(["#0B1F44", "#FFFFFF"]);
  });

  it("should reject a brand that is missing a role another brand defines", () => {
    const build = () =>
      buildTokenSet(
        sourcesFrom(shared, { master: role("{color.navy}"), turbo: { color: { $type: "color" } } }),
        ["master", "turbo"],
        "master",
      );
    expect(build).toThrow(TokenBuildError);
    expect(build).toThrow(
      'Brand "turbo" is missing "color.text" (defined by master): add it to brands/turbo/',
    );
  });

  it("should let one brand override a shared token without requiring the others to", () => {
    const turbo = {
      ...role("{color.white}"),
      radius: { $type: "dimension", card: { $value: { value: 12, unit: "px" } } },
    };
    const set = buildTokenSet(
      sourcesFrom(shared, { master: role("{color.navy}"), turbo }),
      ["master", "turbo"],
      "master",
    );
    const card = (brand: string) =>
      set.byBrand[brand]?.find((token) => token.name === "radius.card")?.value;
    expect([card("master"), card("turbo")]).toEqual([
      { value: 16, unit: "px" },
      { value: 12, unit: "px" },
    ]);
  });
});
