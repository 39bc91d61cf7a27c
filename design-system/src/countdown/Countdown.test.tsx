import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { Countdown } from "./Countdown";

const NOW = new Date(2026, 10, 18, 9, 30, 0); // vectors: 02:30:00 to noon
const NOON = new Date(2026, 10, 18, 12, 0, 0);

const values = () =>
  Array.from(document.querySelectorAll('[data-slot="countdown-value"]'), (el) => el.textContent);
const labels = () =>
  Array.from(document.querySelectorAll('[data-slot="countdown-label"]'), (el) => el.textContent);

describe("given a Countdown frozen at a fixed time", () => {
  it("should show days, hours, minutes and seconds as two digits", () => {
    render(<Countdown deadline={NOON} now={NOW} />);
    expect(values()).toEqual(["00", "02", "30", "00"]);
  });

  it("should be a timer that is not live, named by a summary to the minute", () => {
    render(<Countdown deadline={NOON} now={NOW} />);
    const timer = screen.getByRole("timer", { name: "Offer ends in 2 hours, 30 minutes" });
    expect(timer).toHaveAttribute("aria-live", "off");
    expect(timer.querySelector('[data-slot="countdown-units"]')).toHaveAttribute(
      "aria-hidden",
      "true",
    );
  });

  it("should speak seconds only in the last minute", () => {
    render(<Countdown deadline={NOON} now={new Date(NOON.getTime() - 42_000)} />);
    expect(screen.getByRole("timer")).toHaveAccessibleName("Offer ends in 42 seconds");
  });

  it("should keep the digits left to right on an Arabic page", () => {
    render(
      <LocaleProvider locale="ar">
        <Countdown deadline={NOON} now={NOW} />
      </LocaleProvider>,
    );
    expect(document.querySelector('[data-slot="countdown-units"]')).toHaveAttribute("dir", "ltr");
    expect(values()).toEqual(["00", "02", "30", "00"]);
    expect(screen.getByRole("timer")).toHaveAccessibleName(
      "الوقت المتبقي على انتهاء العرض: ساعتان و30 دقيقة",
    );
  });

  it.each([
    ["en", ["days", "hours", "minutes", "seconds"]],
    ["ru", ["дней", "часа", "минут", "секунд"]],
    ["pl", ["dni", "godziny", "minut", "sekund"]],
    ["ar", ["يوم", "ساعتان", "دقيقة", "ثانية"]],
    ["ja", ["日", "時間", "分", "秒"]],
  ])("should label the units in %s in the plural form of their number", (locale, expected) => {
    render(
      <LocaleProvider locale={locale}>
        <Countdown deadline={NOON} now={NOW} />
      </LocaleProvider>,
    );
    expect(labels()).toEqual(expected);
  });

  it("should use the singular for one", () => {
    render(<Countdown deadline={NOON} now={new Date(2026, 10, 17, 10, 58, 59)} />);
    expect(values()).toEqual(["01", "01", "01", "01"]);
    expect(labels()).toEqual(["day", "hour", "minute", "second"]);
  });

  it("should hide the days when asked", () => {
    render(<Countdown deadline={NOON} now={NOW} showDays={false} />);
    expect(values()).toEqual(["02", "30", "00"]);
  });

  it("should show zeros and say the offer ended once expired", () => {
    render(<Countdown deadline={NOON} now={new Date(2026, 10, 18, 12, 0, 5)} />);
    expect(values()).toEqual(["00", "00", "00", "00"]);
    expect(screen.getByRole("timer")).toHaveAccessibleName("The offer has ended");
    expect(screen.getByRole("timer")).toHaveAttribute("data-expired", "true");
  });

  it("should let a prop override the summary", () => {
    render(<Countdown deadline={NOON} now={NOW} label="Sale ends at noon" />);
    expect(screen.getByRole("timer")).toHaveAccessibleName("Sale ends at noon");
  });
});

describe("given a ticking Countdown (fake timers)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 18, 11, 59, 58));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("should tick every second, stop at zero and call onExpire once", () => {
    const onExpire = vi.fn();
    render(<Countdown deadline={NOON} onExpire={onExpire} />);
    expect(values()).toEqual(["00", "00", "00", "02"]);
    act(() => vi.advanceTimersByTime(1000));
    expect(values()).toEqual(["00", "00", "00", "01"]);
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(values()).toEqual(["00", "00", "00", "00"]);
    expect(onExpire).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0); // an expired countdown runs no timer
  });

  it("should land its ticks on whole seconds of the clock", () => {
    vi.setSystemTime(new Date(2026, 10, 18, 11, 59, 57, 700));
    render(<Countdown deadline={NOON} />);
    expect(values()[3]).toBe("03");
    act(() => vi.advanceTimersByTime(300));
    expect(values()[3]).toBe("02");
  });

  it("should roll from noon to midnight with a deadline function", () => {
    // A rolling deadline of the kind a site passes: the next noon or midnight.
    const noonOrMidnight = (now: Date) =>
      now.getHours() < 12
        ? new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12)
        : new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    render(<Countdown deadline={noonOrMidnight} />);
    expect(values()).toEqual(["00", "00", "00", "02"]);
    act(() => vi.advanceTimersByTime(2000));
    expect(values()).toEqual(["00", "12", "00", "00"]);
  });

  it("should read an injected clock instead of the system's", () => {
    let clock = new Date(2026, 10, 18, 9, 30, 0);
    render(<Countdown deadline={NOON} clock={() => clock} />);
    expect(values()).toEqual(["00", "02", "30", "00"]);
    clock = new Date(2026, 10, 18, 10, 0, 0);
    act(() => vi.advanceTimersByTime(1000));
    expect(values()).toEqual(["00", "02", "00", "00"]);
  });

  it("should stop its timer when unmounted", () => {
    const view = render(<Countdown deadline={NOON} />);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
