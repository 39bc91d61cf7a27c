import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { DownloadButton, type PlatformDownloads } from "./DownloadButton";

const DOWNLOADS: PlatformDownloads = {
  windows: { href: "/download/windows", version: "5.2.1" },
  macos: { href: "/download/mac", version: "5.1.0" },
  ios: { href: "https://apps.apple.com/app/id0" },
  android: { href: "https://play.google.com/store/apps/details?id=x" },
  chrome: { href: "https://chromewebstore.google.com/detail/x" },
};

const toggle = (name = "Other platforms") => screen.getByRole("button", { name });
const options = () =>
  Array.from(document.querySelectorAll('[data-slot="download-button-option"]'), (a) =>
    a.getAttribute("data-platform"),
  );

describe("given a DownloadButton for a detected platform", () => {
  it("should offer that platform as the primary link, with its version", () => {
    render(<DownloadButton platform="windows" downloads={DOWNLOADS} />);
    const link = screen.getByRole("link", { name: "Download for Windows" });
    expect(link).toHaveAttribute("href", "/download/windows");
    expect(link).toHaveClass("bg-accent", "h-13");
    expect(screen.getByText("5.2.1").closest("p")).toHaveTextContent("Version 5.2.1");
  });

  it("should translate the label with the platform's name", () => {
    render(
      <LocaleProvider locale="ja">
        <DownloadButton platform="macos" downloads={DOWNLOADS} />
      </LocaleProvider>,
    );
    expect(screen.getByRole("link", { name: "Mac 版をダウンロード" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "その他のプラットフォーム" })).toBeInTheDocument();
  });

  it("should list every other platform, in the platform order, behind a closed disclosure", () => {
    render(<DownloadButton platform="android" downloads={DOWNLOADS} />);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("list")).toBeNull();
    expect(options()).toEqual(["windows", "macos", "ios", "chrome"]);
  });

  it("should open and close with a click", async () => {
    render(<DownloadButton platform="windows" downloads={DOWNLOADS} />);
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("list", { name: "Other platforms" })).toBeVisible();
    expect(screen.getByRole("link", { name: /Mac/ })).toHaveAttribute("href", "/download/mac");
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("should let a download's label replace the default words", () => {
    render(
      <DownloadButton
        platform="windows"
        downloads={{
          windows: { href: "/w", label: "Get it for Windows 10+" },
          ios: { href: "/i", label: "iPhone & iPad" },
        }}
      />,
    );
    expect(screen.getByRole("link", { name: "Get it for Windows 10+" })).toBeInTheDocument();
    expect(options()).toEqual(["ios"]);
  });
});

describe("given the keyboard", () => {
  it("should open with Enter, Tab into the links, and close on Escape back on the toggle", async () => {
    render(<DownloadButton platform="windows" downloads={DOWNLOADS} />);
    await userEvent.tab();
    expect(screen.getByRole("link", { name: "Download for Windows" })).toHaveFocus();
    await userEvent.tab();
    expect(toggle()).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    await userEvent.tab();
    expect(screen.getByRole("link", { name: /Mac/ })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveFocus();
  });

  it("should open with Space", async () => {
    render(<DownloadButton platform="windows" downloads={DOWNLOADS} />);
    toggle().focus();
    await userEvent.keyboard(" ");
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
  });

  it.each([
    ["ArrowDown", "macos"],
    ["ArrowUp", "chrome"],
  ])("should open with %s and focus the matching end of the list", async (key, platform) => {
    render(<DownloadButton platform="windows" downloads={DOWNLOADS} />);
    toggle().focus();
    await userEvent.keyboard(`{${key}}`);
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(document.activeElement).toHaveAttribute("data-platform", platform);
  });

  it("should move through the list with the arrows, wrapping, and jump with Home and End", async () => {
    render(<DownloadButton platform="windows" downloads={DOWNLOADS} />);
    toggle().focus();
    await userEvent.keyboard("{ArrowDown}");
    const focused = () => document.activeElement?.getAttribute("data-platform");
    await userEvent.keyboard("{ArrowDown}");
    expect(focused()).toBe("ios");
    await userEvent.keyboard("{End}");
    expect(focused()).toBe("chrome");
    await userEvent.keyboard("{ArrowDown}");
    expect(focused()).toBe("macos");
    await userEvent.keyboard("{ArrowUp}");
    expect(focused()).toBe("chrome");
    await userEvent.keyboard("{Home}");
    expect(focused()).toBe("macos");
  });

  it("should close when focus leaves it", async () => {
    render(
      <>
        <DownloadButton
          platform="windows"
          downloads={{ windows: { href: "/w" }, ios: { href: "/i" } }}
        />
        <button type="button">After</button>
      </>,
    );
    toggle().focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.tab(); // the iOS link
    await userEvent.tab(); // out
    expect(screen.getByRole("button", { name: "After" })).toHaveFocus();
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });
});

describe("given a click outside", () => {
  it("should close the list", async () => {
    render(
      <>
        <DownloadButton platform="windows" downloads={DOWNLOADS} />
        <p>Outside</p>
      </>,
    );
    await userEvent.click(toggle());
    await userEvent.click(screen.getByText("Outside"));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });
});

describe("given a platform without a download", () => {
  it.each(["unknown", "lg-tv"] as const)(
    "should make 'Choose your platform' the primary action for %s",
    async (platform) => {
      render(<DownloadButton platform={platform} downloads={DOWNLOADS} />);
      expect(screen.queryByRole("link")).toBeNull();
      const choose = toggle("Choose your platform");
      expect(choose).toHaveClass("bg-accent");
      await userEvent.click(choose);
      expect(options()).toEqual(["windows", "macos", "ios", "android", "chrome"]);
    },
  );

  it("should render nothing without any download", () => {
    const { container } = render(<DownloadButton platform="windows" downloads={{}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("should have no toggle when the primary is the only download", () => {
    render(<DownloadButton platform="windows" downloads={{ windows: { href: "/w" } }} />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("given a router link", () => {
  it("should render every link through renderLink", () => {
    render(
      <DownloadButton
        platform="windows"
        downloads={DOWNLOADS}
        renderLink={(props) => <a {...props} data-router="yes" />}
      />,
    );
    expect(screen.getByRole("link", { name: "Download for Windows" })).toHaveAttribute(
      "data-router",
      "yes",
    );
  });
});

describe("given an Arabic page", () => {
  it("should keep the version in order and translate the words", async () => {
    render(
      <LocaleProvider locale="ar">
        <DownloadButton platform="windows" downloads={DOWNLOADS} />
      </LocaleProvider>,
    );
    expect(screen.getByRole("link", { name: "تنزيل لـ Windows" })).toBeInTheDocument();
    expect(screen.getByText("5.2.1").tagName).toBe("BDI");
    await userEvent.click(screen.getByRole("button", { name: "منصات أخرى" }));
    expect(screen.getByRole("list")).toBeVisible();
  });
});
