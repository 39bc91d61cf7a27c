import { describe, expect, it } from "vitest";
import { sharePicture } from "./share-picture";

describe("given an article's lead picture", () => {
  it("should share an SVG as the JPEG drawn beside it", () => {
    expect(sharePicture("/blog/dns-leaks.svg")).toBe("/blog/dns-leaks.jpg");
  });

  it("should share a picture in any other format as it is", () => {
    expect(sharePicture("/blog/dns-leaks.webp")).toBe("/blog/dns-leaks.webp");
    expect(sharePicture("/blog/svg-explained.png")).toBe("/blog/svg-explained.png");
  });
});
