import { describe, expect, it } from "vitest";
import { DEFAULT_HELP_CENTRES, helpCentreUrl } from "./help-centre";
import { helpCentresFrom } from "./help-centre-settings";

describe("given the help-centre link (SPEC.md §2)", () => {
  it.each([
    ["ru", "/ru/help"],
    ["en", "/help"],
    ["de", "/help"],
    ["ar", "/help"],
  ])("should send %s to the site's own help centre, %s (issue #37)", (locale, url) => {
    expect(helpCentreUrl(locale)).toBe(url);
  });

  it("should follow HELP_CENTRE_URL_EN and HELP_CENTRE_URL_RU when a build sets them", () => {
    const centres = helpCentresFrom({
      HELP_CENTRE_URL_EN: "https://help.mvpn.example/en ",
      HELP_CENTRE_URL_RU: "https://help.mvpn.example/ru",
    });
    expect(helpCentreUrl("ja", centres)).toBe("https://help.mvpn.example/en");
    expect(helpCentreUrl("ru", centres)).toBe("https://help.mvpn.example/ru");
    expect(helpCentresFrom({ HELP_CENTRE_URL_EN: " " })).toEqual(DEFAULT_HELP_CENTRES);
  });

  it("should refuse a setting that is neither a site path nor an https address (SPEC.md §8)", () => {
    for (const value of ["javascript:alert(1)", "//evil.example", "http://help.example"]) {
      expect(() => helpCentresFrom({ HELP_CENTRE_URL_RU: value })).toThrow("HELP_CENTRE_URL_RU");
    }
  });
});
