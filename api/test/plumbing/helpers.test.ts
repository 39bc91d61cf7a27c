import { describe, expect, it } from "vitest";
import { bearerToken, looksLikeToken, newToken } from "../../src/auth/tokens.js";
import { operatingSystemOf } from "../../src/auth/user-agent.js";
import { describeWait } from "../../src/http/envelope.js";
import { chooseLocale } from "../../src/mail/locale.js";
import { renderMail } from "../../src/mail/templates.js";

describe("given a User-Agent, read by ua-parser-js as the site reads it", () => {
  it.each([
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0", "Windows", "10"],
    ["Mozilla/5.0 (Windows NT 6.1; WOW64)", "Windows", "7"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15", "macOS", "10.15.7"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15", "iOS", "17.4"],
    ["Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X)", "iOS", "16.6"],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36", "Android", "14"],
    ["Mozilla/5.0 (Windows NT 6.3)", "Windows", "8.1"],
    ["Mozilla/5.0 (X11; CrOS x86_64 14541.0.0)", "ChromeOS", "14541.0.0"],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", "Linux", ""],
    [
      "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
      "Ubuntu",
      "",
    ],
    ["curl/8.5.0", "Unknown", ""],
    [undefined, "Unknown", ""],
  ])("should read %j as %s %s", (agent, name, version) => {
    expect(operatingSystemOf(agent)).toEqual({ name, version });
  });
});

describe("given bearer tokens", () => {
  it("should make 43-character base64url tokens, all different", () => {
    const tokens = new Set(Array.from({ length: 100 }, newToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(looksLikeToken(token)).toBe(true);
  });

  it.each([
    [undefined, undefined],
    ["", undefined],
    ["Bearer", null],
    ["Bearer short", null],
    ["Basic abc", null],
    [`Bearer ${"A".repeat(43)}`, "A".repeat(43)],
    [`bearer   ${"A".repeat(43)} `, "A".repeat(43)],
    [`Bearer ${"A".repeat(43)} extra`, null],
  ])("should read the header %j as %j", (header, expected) => {
    expect(bearerToken(header)).toBe(expected);
  });
});

describe("given a wait to describe", () => {
  it.each([
    [1, "1 second"],
    [42, "42 seconds"],
    [60, "1 minute"],
    [61, "2 minutes"],
    [900, "15 minutes"],
    [3600, "1 hour"],
    [7200, "2 hours"],
  ])("should say %i seconds as %j", (seconds, text) => {
    expect(describeWait(seconds)).toBe(text);
  });
});

describe("given the language of a mail", () => {
  it.each([
    ["de", undefined, "de"],
    ["pt-BR", undefined, "pt"],
    ["xx", "fr-CA,fr;q=0.9", "fr"],
    [undefined, "zh-CN,ja;q=0.8,en;q=0.5", "ja"],
    [undefined, "en;q=0.2,ru;q=0.9", "ru"],
    [undefined, "de;q=0", "en"],
    [undefined, undefined, "en"],
    [undefined, "garbage;;;q=x", "en"],
  ])("should pick from locale %j and Accept-Language %j: %s", (explicit, header, locale) => {
    expect(chooseLocale(explicit, header)).toBe(locale);
  });

  it("should fall back to the English template for a language without a translation", () => {
    // The staff's contact notification exists in English only.
    const vars = {
      id: 7,
      email: "a@b.co",
      name: "",
      subject: "Hi",
      category: "",
      message: "Hello",
      appName: "mVPN",
      ip: "203.0.113.9",
    };
    expect(renderMail("contact_notification", "ja", vars)).toEqual(
      renderMail("contact_notification", "en", vars),
    );
  });
});
