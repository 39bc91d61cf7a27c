import { describe, expect, it } from "vitest";
import vectors from "../../test/fixtures/spec-vectors.json";
import { commonParamsHeaders, cpsChannel, withCps, xFromValue } from "./cps-channel";
import { memoryJar } from "./testing/memory-jar";

const channelCases = vectors.affiliate_cookies.channel as {
  cookies: Partial<Record<string, string>>;
  query: string;
  expect: string;
}[];

describe("given the affiliate cookies attribution left (SPEC.md §4, shared vectors)", () => {
  it.each(channelCases)(
    "should derive the channel $expect from $cookies",
    ({ cookies, query, expect: expected }) => {
      expect(cpsChannel(query, memoryJar(cookies))?.type).toBe(expected);
    },
  );

  it("should carry the click id of the network as _cps.cookie", () => {
    expect(cpsChannel("", memoryJar({ cje: "EV1", "cje-client": "EV1" }))).toEqual({
      type: "cj",
      cookie: "EV1",
    });
    expect(cpsChannel("", memoryJar({ "cf-click": "XYZ" }))).toEqual({ type: "cf", cookie: "XYZ" });
    expect(cpsChannel("", memoryJar({ _aid: "Q1" }))).toEqual({ type: "admitad", cookie: "Q1" });
  });

  it("should be null for a visitor no affiliate brought", () => {
    expect(cpsChannel("?utm_source=news", memoryJar())).toBeNull();
  });
});

describe("given a channel in the query string (SPEC.md §4 'derived from the query string or a cookie')", () => {
  it.each([
    ["?cjevent=EV9", { type: "cj", cookie: "EV9" }],
    ["?cfclick=CF9", { type: "cf", cookie: "CF9" }],
    ["?admitad_uid=AD9", { type: "admitad", cookie: "AD9" }],
  ])("should read %s before the cookies", (query, expected) => {
    expect(cpsChannel(query, memoryJar({ _aid: "older" }))).toEqual(expected);
  });

  it("should still say cj when the cje-client cookie is set: it forces the channel", () => {
    expect(cpsChannel("?cfclick=CF9", memoryJar({ "cje-client": "EV1", cje: "EV1" }))).toEqual({
      type: "cj",
      cookie: "EV1",
    });
  });
});

describe("given a prepurchase or purchase payload (SPEC.md §3 'Purchase payload addition')", () => {
  it("should add _cps with type and cookie when an affiliate brought the visitor", () => {
    expect(withCps({ plan_id: 3 }, { type: "cf", cookie: "XYZ" })).toEqual({
      plan_id: 3,
      _cps: { type: "cf", cookie: "XYZ" },
    });
  });

  it("should leave the payload as it is otherwise", () => {
    expect(withCps({ plan_id: 3 }, null)).toEqual({ plan_id: 3 });
  });
});

describe("given GET payment/v1/providers/common/params (SPEC.md §7)", () => {
  it("should send X-From: CJ when the affiliate cookie is set", () => {
    expect(commonParamsHeaders(memoryJar({ "cje-client": "EV1" }))).toEqual({ "X-From": "CJ" });
    expect(commonParamsHeaders(memoryJar({ cje: "EV1" }))).toEqual({ "X-From": "CJ" });
  });

  it("should send no X-From for other networks or none", () => {
    expect(commonParamsHeaders(memoryJar({ "cf-click": "XYZ" }))).toEqual({});
    expect(commonParamsHeaders(memoryJar())).toEqual({});
  });
});

describe("given the plan list asked on the landing page itself (issue #12)", () => {
  it("should say X-From: CJ from the query before the landing has set its cookies", () => {
    expect(xFromValue("?cjevent=EV1", memoryJar())).toBe("CJ");
    expect(xFromValue("?cfclick=C1", memoryJar())).toBeUndefined();
    expect(xFromValue("", memoryJar({ cje: "EV1" }))).toBe("CJ");
    expect(xFromValue("", memoryJar())).toBeUndefined();
  });
});
