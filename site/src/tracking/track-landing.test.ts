// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryStore } from "../storage/key-value-store";
import { fakeClockEachTest } from "../testing/fake-clock";
import { INVITE_TYPE, inviteFromQuery, signupInviteFields } from "./invite";
import { readSessionTags, saveSessionTags } from "./session-tags";
import { clearCookies, expiresAfterDays, recordCookieWrites } from "./testing/cookie-writes";
import { memoryJar } from "./testing/memory-jar";
import { trackLanding } from "./track-landing";
import { readUtmCookie, UTM_COOKIE_DAYS } from "./utm";

const NOW = new Date("2026-11-18T09:30:00Z");
const UTM = "utm_campaign=bf&utm_medium=cpc&utm_source=news&utm_term=vpn&utm_content=hero";

fakeClockEachTest(NOW);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("given a landing query with tags (SPEC.md §3 'Session storage')", () => {
  it("should save utm_tags, front_id, channel, hab, pab, iv_user_id and iv_sim_country", () => {
    const session = memoryStore();

    saveSessionTags(
      `?${UTM}&front_id=f-1&channel=google&hab=h1&pab=p1&iv_user_id=u7&iv_sim_country=DE&x=y`,
      session,
    );

    expect(JSON.parse(session.getItem("utm_tags") ?? "null")).toEqual({
      utm_campaign: "bf",
      utm_medium: "cpc",
      utm_source: "news",
      utm_term: "vpn",
      utm_content: "hero",
    });
    expect(readSessionTags(session)).toEqual({
      utm_tags: {
        utm_campaign: "bf",
        utm_medium: "cpc",
        utm_source: "news",
        utm_term: "vpn",
        utm_content: "hero",
      },
      front_id: "f-1",
      channel: "google",
      hab: "h1",
      pab: "p1",
      iv_user_id: "u7",
      iv_sim_country: "DE",
    });
    expect(session.getItem("x")).toBeNull();
  });

  it("should keep the session's earlier tags when a later page's query has none", () => {
    const session = memoryStore();
    saveSessionTags("?channel=google&utm_source=news", session);

    saveSessionTags("?page=2", session);

    expect(readSessionTags(session)).toMatchObject({
      channel: "google",
      utm_tags: { utm_source: "news" },
    });
  });

  it("should read stored tags that are not JSON as no UTM data", () => {
    const session = memoryStore();
    session.setItem("utm_tags", "{broken");
    expect(readSessionTags(session).utm_tags).toEqual({});
  });
});

describe("given UTM parameters (SPEC.md §4 'UTM values persist in a cookie for 45 days')", () => {
  it("should write them to a 45-day cookie", () => {
    clearCookies();
    const { writes } = recordCookieWrites();

    trackLanding(`?${UTM}`, { session: memoryStore() });

    const write = writes().find((entry) => entry.name === "utm_tags");
    expect(UTM_COOKIE_DAYS).toBe(45);
    expect(write?.attributes.expires).toBe(expiresAfterDays(NOW, 45));
    expect(readUtmCookie()).toMatchObject({ utm_source: "news", utm_campaign: "bf" });
  });

  it("should keep the earlier campaign's cookie when the query has no UTM data", () => {
    const jar = memoryJar();
    trackLanding("?utm_source=news", { cookies: jar, session: memoryStore() });

    trackLanding("?cfclick=XYZ", { cookies: jar, session: memoryStore() });

    expect(readUtmCookie(jar)).toEqual({ utm_source: "news" });
    expect(jar.all()["cf-click"]).toBe("XYZ");
    expect(jar.days.get("cf-click")).toBe(30);
  });
});

describe("given an invite link (SPEC.md §3 'Invite', §9 'Invite type code: 30001')", () => {
  it("should turn from=invite&uid=… into invite_type 30001 and invite_code", () => {
    expect(INVITE_TYPE).toBe(30001);
    expect(inviteFromQuery("?from=invite&uid=u123")).toEqual({
      invite_type: 30001,
      invite_code: "u123",
    });
  });

  it.each([["?uid=u123"], ["?from=invite"], ["?from=share&uid=u123"], ["?from=invite&uid=%20"]])(
    "should see no invite in %s",
    (query) => {
      expect(inviteFromQuery(query)).toBeNull();
    },
  );

  it("should give the signup pages later the invite saved at landing", () => {
    const session = memoryStore();
    trackLanding("?from=invite&uid=u123", { cookies: memoryJar(), session });

    expect(signupInviteFields("", session)).toEqual({ invite_type: 30001, invite_code: "u123" });
  });

  it("should give no invite fields to a visitor who was not invited", () => {
    expect(signupInviteFields("", memoryStore())).toEqual({});
  });
});
