import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { ClockTime } from "./ClockTime";

const AFTERNOON = new Date("2025-01-15T15:05:00Z");
const normalised = (text: string | null) => text?.replace(/\s/g, " ");

describe("given a ClockTime", () => {
  it("should render a <time> with a machine-readable dateTime", () => {
    render(<ClockTime date={AFTERNOON} timeZone="UTC" />);
    const time = screen.getByText(/3:05/);
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("dateTime", "2025-01-15T15:05:00.000Z");
    expect(time).toHaveAttribute("data-slot", "clock-time");
    expect(normalised(time.textContent)).toBe("3:05 PM");
  });

  it.each([
    ["ar", "3:05 م"],
    ["ja", "午後3:05"],
    ["es", "3:05 p. m."],
  ])("should take the page's locale (%s)", (locale, text) => {
    render(
      <LocaleProvider locale={locale}>
        <ClockTime date={AFTERNOON} timeZone="UTC" />
      </LocaleProvider>,
    );
    expect(normalised(document.querySelector("time")?.textContent ?? null)).toBe(text);
  });

  it("should let a locale prop win over the page's", () => {
    render(
      <LocaleProvider locale="ar">
        <ClockTime date={AFTERNOON} timeZone="UTC" locale="en" />
      </LocaleProvider>,
    );
    expect(normalised(document.querySelector("time")?.textContent ?? null)).toBe("3:05 PM");
  });

  it("should never wrap, and keep its own order inside text of either direction", () => {
    render(<ClockTime date={AFTERNOON} timeZone="UTC" />);
    const time = document.querySelector("time");
    expect(time).toHaveClass("whitespace-nowrap", "[unicode-bidi:isolate]");
    expect(time).toHaveAttribute("dir", "auto");
  });

  it("should mark its language when it is not the page's", () => {
    const { rerender } = render(<ClockTime date={AFTERNOON} timeZone="UTC" />);
    expect(document.querySelector("time")).not.toHaveAttribute("lang");
    rerender(<ClockTime date={AFTERNOON} timeZone="UTC" locale="ja" />);
    expect(document.querySelector("time")).toHaveAttribute("lang", "ja");
  });

  it("should render nothing for an invalid date", () => {
    const { container } = render(<ClockTime date="soon" />);
    expect(container).toBeEmptyDOMElement();
  });
});
