// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  addLateStylesheet,
  FACE_PROBE_TEXT,
  LATE_STYLESHEET,
  LATE_STYLESHEET_BOOT,
  LATE_STYLESHEET_UNLESS_FACE,
} from "./late-stylesheet";

const HREF = "/assets/fonts-japanese-web-abc.css";
const lateLinks = () => [...document.head.querySelectorAll(`link[${LATE_STYLESHEET}]`)];

/** Runs the inline script as the browser would: with `document.currentScript` set to its element. */
function runBoot(attributes: Record<string, string>): void {
  const script = document.createElement("script");
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.appendChild(script);
  vi.spyOn(document, "currentScript", "get").mockReturnValue(script);
  new Function(LATE_STYLESHEET_BOOT)();
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.head.innerHTML = "";
});

describe("given the late stylesheet's inline script", () => {
  it("should add the sheet only after the document has loaded and a frame is painted, once", () => {
    vi.useFakeTimers();
    vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    runBoot({ [LATE_STYLESHEET]: HREF });
    // Nothing before the load event: the first paint and its resources come first.
    expect(frames).toHaveLength(0);
    window.dispatchEvent(new Event("load"));
    expect(lateLinks()).toHaveLength(0);
    for (const frame of frames) frame(0);
    // The timer queued from the frame runs after its paint.
    expect(lateLinks()).toHaveLength(0);
    vi.runAllTimers();
    expect(lateLinks().map((link) => link.getAttribute("href"))).toEqual([HREF]);
    expect(lateLinks()[0]?.getAttribute("rel")).toBe("stylesheet");
  });

  it("should add it at once in a hidden tab, which paints no frame", () => {
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    runBoot({ [LATE_STYLESHEET]: HREF });
    expect(lateLinks()).toHaveLength(1);
  });

  it("should not add it twice when React has already added it", () => {
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    addLateStylesheet(HREF);
    runBoot({ [LATE_STYLESHEET]: HREF });
    expect(lateLinks()).toHaveLength(1);
  });
});

describe("given addLateStylesheet after hydration or a client-side navigation", () => {
  it("should adopt the link the inline script added, and remove it on leaving the language", () => {
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    runBoot({ [LATE_STYLESHEET]: HREF });
    const remove = addLateStylesheet(HREF);
    expect(lateLinks()).toHaveLength(1);
    remove();
    expect(lateLinks()).toHaveLength(0);
  });

  it("should add the link when no inline script ran", () => {
    const remove = addLateStylesheet(HREF);
    expect(lateLinks().map((link) => link.getAttribute(LATE_STYLESHEET))).toEqual([HREF]);
    remove();
  });
});

/** A device's fonts as `document.fonts.load` reports them: the families it has a face of. */
function deviceWithFaces(families: string[]) {
  const load = vi.fn(async (font: string, text?: string) =>
    families.some((family) => font.endsWith(JSON.stringify(family))) && text === FACE_PROBE_TEXT
      ? [{ status: "loaded" } as FontFace]
      : [],
  );
  Object.defineProperty(document, "fonts", { configurable: true, value: { load } });
  return load;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("given a late stylesheet made needless by a device face (issue #34)", () => {
  afterEach(() => {
    Reflect.deleteProperty(document, "fonts");
  });

  it("should not add the Japanese web font's sheet where the device has a Japanese face", async () => {
    const load = deviceWithFaces(["Japanese Local"]);
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    runBoot({ [LATE_STYLESHEET]: HREF, [LATE_STYLESHEET_UNLESS_FACE]: "Japanese Local" });
    await settle();
    expect(load).toHaveBeenCalledWith('1em "Japanese Local"', FACE_PROBE_TEXT);
    expect(lateLinks()).toHaveLength(0);
  });

  it("should add it where the device has none", async () => {
    deviceWithFaces([]);
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    runBoot({ [LATE_STYLESHEET]: HREF, [LATE_STYLESHEET_UNLESS_FACE]: "Japanese Local" });
    await settle();
    expect(lateLinks().map((link) => link.getAttribute("href"))).toEqual([HREF]);
  });

  it("should add it where the browser cannot tell (a rejected load)", async () => {
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { load: () => Promise.reject(new Error("no")) },
    });
    const remove = addLateStylesheet(HREF, "Japanese Local");
    await settle();
    expect(lateLinks()).toHaveLength(1);
    remove();
  });

  it("should decide the same from React, and add nothing once removed before the answer", async () => {
    deviceWithFaces(["Japanese Local"]);
    addLateStylesheet(HREF, "Japanese Local");
    await settle();
    expect(lateLinks()).toHaveLength(0);
    deviceWithFaces([]);
    const remove = addLateStylesheet(HREF, "Japanese Local");
    remove();
    await settle();
    expect(lateLinks()).toHaveLength(0);
  });
});
