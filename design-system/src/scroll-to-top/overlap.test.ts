import { afterEach, describe, expect, it } from "vitest";
import { coversContent, overlapsAny } from "./overlap";

// jsdom lays nothing out: boxes, line boxes and hit tests are given here, as a
// 390 × 844 phone would have them with the button at 322–366 × 776–820.
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

/** Every point of the button's box hits `under` (then the page's ancestors). */
function hitsEverywhere(under: Element) {
  document.elementsFromPoint = () => [
    document.getElementById("top") as Element,
    under,
    document.body,
    document.documentElement,
  ];
}

/** The text of every block lies on these line boxes. */
function lines(...boxes: DOMRect[]) {
  // jsdom's Range has no getClientRects at all.
  Range.prototype.getClientRects = () =>
    Object.assign(boxes, { item: (i: number) => boxes[i] ?? null }) as unknown as DOMRectList;
}

afterEach(() => {
  // @ts-expect-error installed by lines() for one test.
  delete Range.prototype.getClientRects;
  document.body.innerHTML = "";
  // @ts-expect-error jsdom has none; each test installs its own.
  delete document.elementsFromPoint;
});

describe("given a floating button over a paragraph (issue #38)", () => {
  it("should cover content when a line of the text runs under it", () => {
    const button = page("<p id='p'>Find out whether your browser shows websites your real IP</p>");
    hitsEverywhere(document.getElementById("p") as Element);
    lines(rect(16, 760, 358, 28));
    expect(coversContent(button)).toBe(true);
  });

  it("should not cover content over the blank end of a short last line", () => {
    const button = page("<p id='p'>A short last line</p>");
    hitsEverywhere(document.getElementById("p") as Element);
    lines(rect(16, 790, 140, 28));
    expect(coversContent(button)).toBe(false);
  });

  it("should cover content over a link or an icon, whatever its text", () => {
    const button = page("<a id='a' href='/pricing'><svg></svg></a>");
    hitsEverywhere(document.querySelector("svg") as Element);
    lines();
    expect(coversContent(button)).toBe(true);
  });

  it("should not count the page's own ancestors or a text-less band", () => {
    const button = page("<section id='band'><div></div></section>");
    hitsEverywhere(document.getElementById("band") as Element);
    lines(rect(16, 100, 358, 28));
    expect(coversContent(button)).toBe(false);
  });

  it("should say nothing where the browser cannot hit-test", () => {
    expect(coversContent(page("<p>Text</p>"))).toBe(false);
  });
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
