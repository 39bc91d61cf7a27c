import { render, screen } from "@testing-library/react";
import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { PLATFORMS } from "../platform/platforms";
import { DownloadQrCode, QR_QUIET_ZONE, shouldOfferQrCode } from "./DownloadQrCode";
import { qrPath } from "./qrPath";

const DOWNLOAD_URL = "https://example.test/download?utm_source=qr";

/** Paints a path of `M x y h w v 1 h -w z` rectangles back into a matrix. */
function paint(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i++) {
      const row = grid[Number(y)];
      if (row) row[Number(x) + i] = true;
    }
  }
  return grid;
}

describe("given a DOWNLOAD_URL", () => {
  it("should draw exactly the modules of its QR code", () => {
    const matrix = qrPath(DOWNLOAD_URL);
    const expected = encode(DOWNLOAD_URL, { ecc: "M", border: 0 }).data;
    expect(matrix?.size).toBe(expected.length);
    expect(paint(matrix?.path ?? "", expected.length)).toEqual(expected);
  });

  it("should give nothing for text too long for any QR code", () => {
    expect(qrPath("x".repeat(5000))).toBeNull();
  });
});

describe("given a DownloadQrCode", () => {
  it("should be an image named by its visible caption", () => {
    render(<DownloadQrCode url={DOWNLOAD_URL} />);
    const image = screen.getByRole("img", { name: "Scan to download on your phone" });
    expect(image.tagName.toLowerCase()).toBe("svg");
    expect(screen.getByText("Scan to download on your phone").tagName).toBe("FIGCAPTION");
  });

  it("should draw the dark modules in currentColor inside a four-module quiet zone", () => {
    render(<DownloadQrCode url={DOWNLOAD_URL} size={200} />);
    const image = screen.getByRole("img");
    const size = qrPath(DOWNLOAD_URL)?.size ?? 0;
    expect(image).toHaveAttribute(
      "viewBox",
      `-${QR_QUIET_ZONE} -${QR_QUIET_ZONE} ${size + 8} ${size + 8}`,
    );
    expect(image).toHaveAttribute("width", "200");
    expect(image.querySelector("path")).toHaveAttribute("fill", "currentColor");
    expect(image.closest("figure")).toHaveClass("bg-surface-raised", "text-text");
  });

  it("should translate its label and let a prop override it", () => {
    const { rerender } = render(
      <LocaleProvider locale="ar">
        <DownloadQrCode url={DOWNLOAD_URL} />
      </LocaleProvider>,
    );
    expect(screen.getByRole("img", { name: "امسح الرمز للتنزيل على هاتفك" })).toBeInTheDocument();
    rerender(<DownloadQrCode url={DOWNLOAD_URL} label="Get the iPhone app" showCaption={false} />);
    expect(screen.getByRole("img", { name: "Get the iPhone app" })).toBeInTheDocument();
    expect(screen.queryByText("Get the iPhone app")).toBeNull();
  });

  it("should render nothing when the site says not to show it", () => {
    const { container } = render(<DownloadQrCode url={DOWNLOAD_URL} show={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("should treat a DOWNLOAD_URL with markup as data", () => {
    render(<DownloadQrCode url={'https://x.test/"><script>alert(1)</script>'} />);
    expect(document.querySelector("script")).toBeNull();
    expect(screen.getByRole("img")).toBeInTheDocument();
  });
});

describe("given the visitor's platform", () => {
  it.each(
    PLATFORMS.map((platform) => [platform, ["windows", "macos", "chrome"].includes(platform)]),
  )("should offer the QR code on %s: %s", (platform, expected) => {
    expect(shouldOfferQrCode(platform)).toBe(expected);
  });

  it("should not offer it to an unknown platform", () => {
    expect(shouldOfferQrCode("unknown")).toBe(false);
  });
});
