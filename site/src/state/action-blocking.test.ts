// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { blockInBlockedCountry, isBlockedCountry } from "./action-blocking";
import { geo } from "./geo";

describe('given action blocking (SPEC.md §4: blocked when the geo country contains "china", case-insensitively)', () => {
  beforeEach(() => {
    geo.userMessage = null;
  });

  it.each([
    ["China", true],
    ["CHINA", true],
    ["People's Republic of China", true],
    ["china mainland", true],
    ["Chile", false],
    ["Germany", false],
    ["", false],
  ])("should treat country %j as blocked: %s", (country, blocked) => {
    expect(isBlockedCountry(country)).toBe(blocked);
  });

  it("should not block when the country is not known yet", () => {
    expect(isBlockedCountry(null)).toBe(false);
    expect(isBlockedCountry(undefined)).toBe(false);
  });

  it("should block both the action and the event's default in a blocked country", () => {
    geo.userMessage = { user_ip: "1.2.3.4", country: "China", country_code: "CN" };
    const action = vi.fn();
    const event = new MouseEvent("click", { cancelable: true });
    const ran = blockInBlockedCountry(action)(event);
    expect(ran).toBe(false);
    expect(action).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(true);
  });

  it("should run the action and leave the default alone elsewhere", () => {
    geo.userMessage = { user_ip: "1.2.3.4", country: "Germany", country_code: "DE" };
    const action = vi.fn();
    const event = new MouseEvent("click", { cancelable: true });
    expect(blockInBlockedCountry(action)(event)).toBe(true);
    expect(action).toHaveBeenCalledWith(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it("should read the country when the action fires, not when it was wrapped", () => {
    const action = vi.fn();
    const guarded = blockInBlockedCountry(action);
    geo.userMessage = { user_ip: "1.2.3.4", country: "china", country_code: "CN" };
    guarded(new MouseEvent("click", { cancelable: true }));
    expect(action).not.toHaveBeenCalled();
  });
});
