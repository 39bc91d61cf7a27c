import { describe, expect, it } from "vitest";
import { invalidValueReason } from "../scripts/lib/validate-token-value";

describe("given a fontFamily token's value", () => {
  it("should accept a stack that ends with system-ui, a generic family of CSS Fonts 4", () => {
    expect(invalidValueReason("fontFamily", ["Inter Variable", "system-ui"])).toBeUndefined();
    expect(invalidValueReason("fontFamily", ["SFMono-Regular", "ui-monospace"])).toBeUndefined();
    expect(invalidValueReason("fontFamily", ["Inter Variable", "sans-serif"])).toBeUndefined();
  });

  it("should refuse a stack that ends with a face the device may not have", () => {
    expect(invalidValueReason("fontFamily", ["system-ui", "Inter Variable"])).toBe(
      'the stack must end with a generic family, not "Inter Variable"',
    );
  });
});
