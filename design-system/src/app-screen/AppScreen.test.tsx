import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { PLATFORMS } from "../platform/platforms";
import { APP_SCREEN_FRAME, AppScreen, type AppScreenLabels } from "./AppScreen";

const LABELS: AppScreenLabels = {
  appName: "mVPN",
  status: "Connected",
  detail: "Your connection is encrypted",
  city: "Frankfurt",
  country: "Germany",
  ipLabel: "IP address",
  ip: "203.0.113.42",
  durationLabel: "Time connected",
  duration: "01:24:36",
};

const slot = (container: HTMLElement, name: string) =>
  container.querySelector(`[data-slot="${name}"]`);

describe("given an AppScreen with a label", () => {
  it("should be one image named by the label, its words not read one by one", () => {
    render(
      <AppScreen
        platform="windows"
        labels={LABELS}
        label="The mVPN app for Windows, connected to Frankfurt"
      />,
    );
    const image = screen.getByRole("img", {
      name: "The mVPN app for Windows, connected to Frankfurt",
    });
    expect(image).not.toHaveAttribute("aria-hidden");
    expect(image).toHaveTextContent("Connected");
  });
});

describe("given an AppScreen without a label", () => {
  it("should be decoration hidden from screen readers", () => {
    const { container } = render(<AppScreen platform="android" labels={LABELS} />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(slot(container, "app-screen")).toHaveAttribute("aria-hidden", "true");
  });
});

describe("given each platform", () => {
  it.each(PLATFORMS)("should draw %s in its own frame with the caller's words", (platform) => {
    const { container } = render(<AppScreen platform={platform} labels={LABELS} />);
    const root = slot(container, "app-screen");
    expect(root).toHaveAttribute("data-frame", APP_SCREEN_FRAME[platform]);
    expect(root).toHaveTextContent("Frankfurt");
    expect(root).toHaveTextContent("Germany");
    // Few elements: a hero drawing must not weigh on the page's DOM or hydration (issue #34).
    expect(root?.querySelectorAll("*").length).toBeLessThan(45);
  });

  it("should draw a title bar for desktop apps only", () => {
    const windows = render(<AppScreen platform="windows" labels={LABELS} />);
    expect(slot(windows.container, "app-screen-title-bar")).toHaveTextContent("mVPN");
    const ios = render(<AppScreen platform="ios" labels={LABELS} />);
    expect(slot(ios.container, "app-screen-title-bar")).toBeNull();
  });
});

describe("given the page's direction", () => {
  it.each([
    ["en", "ltr"],
    ["ar", "rtl"],
  ] as const)(
    "in %s, should mirror the app and its window chrome as the OS does (%s)",
    (locale, dir) => {
      const { container } = render(
        <LocaleProvider locale={locale}>
          <AppScreen platform="macos" labels={LABELS} />
        </LocaleProvider>,
      );
      expect(slot(container, "app-screen")).toHaveAttribute("dir", dir);
    },
  );

  it("should keep the IP address and the time left to right inside Arabic", () => {
    const { container } = render(
      <LocaleProvider locale="ar">
        <AppScreen platform="android" labels={LABELS} />
      </LocaleProvider>,
    );
    const values = [...container.querySelectorAll("bdi")].map((node) => [
      node.textContent,
      node.getAttribute("dir"),
    ]);
    expect(values).toEqual([
      ["203.0.113.42", "ltr"],
      ["01:24:36", "ltr"],
    ]);
  });
});

describe("given a flag", () => {
  it("should show it as decoration beside the city, a globe without it", () => {
    const withFlag = render(<AppScreen platform="ios" labels={LABELS} flagSrc="/de.svg" />);
    const flag = slot(withFlag.container, "app-screen-location")?.querySelector("img");
    expect(flag).toHaveAttribute("src", "/de.svg");
    expect(flag).toHaveAttribute("alt", "");
    const without = render(<AppScreen platform="ios" labels={LABELS} />);
    expect(slot(without.container, "app-screen-location")?.querySelector("img")).toBeNull();
  });
});
