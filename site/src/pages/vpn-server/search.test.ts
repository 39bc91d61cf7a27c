import { describe, expect, it } from "vitest";
import { createMatcher } from "./search";

describe("given /vpn-server's search (issue #38)", () => {
  it("should find a name by any part of it, whatever the case", () => {
    const matches = createMatcher("en");
    expect(matches(["United Kingdom", "London"], "king")).toBe(true);
    expect(matches(["United Kingdom", "London"], "LOND")).toBe(true);
    expect(matches(["United Kingdom", "London"], "paris")).toBe(false);
  });

  it("should ignore accents in both the name and the query", () => {
    const matches = createMatcher("pt");
    expect(matches(["Brasil", "São Paulo"], "sao")).toBe(true);
    expect(createMatcher("de")(["Deutschland", "München"], "munchen")).toBe(true);
    expect(createMatcher("fr")(["Corée du Sud", "Séoul"], "coree")).toBe(true);
  });

  it("should match in every script the site's languages write", () => {
    expect(createMatcher("ar")(["اليابان", "طوكيو"], "طوكيو")).toBe(true);
    expect(createMatcher("ja")(["日本", "東京"], "東京")).toBe(true);
    expect(createMatcher("ru")(["Германия", "Мюнхен"], "мюнх")).toBe(true);
    expect(createMatcher("ru")(["Германия", "Мюнхен"], "париж")).toBe(false);
  });

  it("should show everything for an empty or blank query", () => {
    const matches = createMatcher("en");
    expect(matches(["Japan"], "")).toBe(true);
    expect(matches(["Japan"], "   ")).toBe(true);
  });
});
