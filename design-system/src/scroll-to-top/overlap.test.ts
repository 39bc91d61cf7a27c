import { afterEach, describe, expect, it } from "vitest";
import { overlapsAny } from "./overlap";

// jsdom lays nothing out: boxes are given here, as a 390 × 844 phone would
// have them with the button at 322–366 × 776–820.
const rect = (left: number, top: number, width: number, height: number) =>
  ({
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    x: left,
    y: top,
  }) as DOMRect;
const BUTTON = rect(322, 776, 44, 44);

function page(html: string) {
  document.body.innerHTML = `${html}<button id="top">↑</button>`;
  const button = document.getElementById("top") as HTMLButtonElement;
  button.getBoundingClientRect = () => BUTTON;
  return button;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("given content marked to be avoided", () => {
  it("should count its whole box, blank space included", () => {
    const button = page("<section data-floating-avoid id='r'></section>");
    const results = document.getElementById("r") as HTMLElement;
    results.getBoundingClientRect = () => rect(16, 500, 358, 400);
    expect(overlapsAny(button, "[data-floating-avoid]")).toBe(true);
    results.getBoundingClientRect = () => rect(16, 100, 358, 400);
    expect(overlapsAny(button, "[data-floating-avoid]")).toBe(false);
  });
});

describe("given content nobody marked", () => {
  it("should not count a paragraph under the button: text scrolls past it (issue #38)", () => {
    const button = page("<p id='p'>Find out whether your browser shows websites your real IP</p>");
    (document.getElementById("p") as HTMLElement).getBoundingClientRect = () =>
      rect(16, 760, 358, 56);
    expect(overlapsAny(button, "[data-floating-avoid]")).toBe(false);
  });
});

describe("given a hidden button that eases in (issue #38)", () => {
  it("should measure where it rests, not where its translate has moved it", () => {
    const button = page("<section data-floating-avoid id='r'></section>");
    // Hidden: moved 8 px down, just clear of the results, which end at 780.
    button.style.translate = "0px 8px";
    button.getBoundingClientRect = () => rect(322, 784, 44, 44);
    const results = document.getElementById("r") as HTMLElement;
    results.getBoundingClientRect = () => rect(16, -687, 358, 1467);
    expect(overlapsAny(button, "[data-floating-avoid]")).toBe(true);
  });
});
