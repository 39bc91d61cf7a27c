import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Icon } from "./Icon";
import { ArrowEndIcon, CheckIcon, ChevronStartIcon, ClockIcon, DownloadIcon } from "./icons";
import { iconRegistry } from "./registry";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("given an icon beside text", () => {
  it("should be hidden from screen readers", () => {
    const { container } = render(<CheckIcon />);
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });
});

describe("given an icon with a label", () => {
  it("should be an image with that name", () => {
    render(<CheckIcon label="Included" />);
    expect(screen.getByRole("img", { name: "Included" })).toBeInTheDocument();
  });
});

describe("given direction-bearing icons (DESIGN-LANGUAGE.md)", () => {
  it.each([
    [ArrowEndIcon, true],
    [ChevronStartIcon, true],
    [CheckIcon, false],
    [ClockIcon, false],
    [DownloadIcon, false],
  ])("should mirror %o in RTL only when it points along the line", (Component, flips) => {
    const { container } = render(<Component />);
    expect(Component.flipsInRtl).toBe(flips);
    expect(container.querySelector("svg")?.classList.contains("rtl:-scale-x-100")).toBe(flips);
  });
});

describe("given an icon by name", () => {
  it("should render the registered glyph", () => {
    const { container } = render(<Icon name="shield-check" />);
    expect(container.querySelector('[data-icon="shield-check"]')).not.toBeNull();
  });

  it("should log an error for a missing icon (SPEC.md §8) and keep its space", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(<Icon name="no-such-icon" size="24px" />);
    expect(error).toHaveBeenCalledWith('Missing icon: "no-such-icon"');
    const box = container.querySelector('[data-icon-missing="no-such-icon"]') as HTMLElement;
    expect(box.style.inlineSize).toBe("24px");
  });

  it("should register every icon under the name it renders with", () => {
    for (const [name, Component] of Object.entries(iconRegistry)) {
      const { container, unmount } = render(<Component />);
      expect(container.querySelector("svg")).toHaveAttribute("data-icon", name);
      unmount();
    }
  });
});
