import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { defaultMessageRanges } from "./strip-default-messages";

const strip = (code: string) =>
  defaultMessageRanges(parseAst(code) as never)
    .sort((a, b) => b[0] - a[0])
    .reduce((out, [start, end]) => out.slice(0, start) + out.slice(end), code);

describe("given the client build's message descriptors", () => {
  it("should drop each descriptor's defaultMessage and keep its id", () => {
    const code = `const m = defineMessages({ a: { id: "home.a", defaultMessage: "Hello, {name}", description: "x" }, b: { defaultMessage: \`Bye\`, id: "home.b" } });`;
    const out = strip(code);
    expect(out).not.toContain("Hello");
    expect(out).not.toContain("Bye");
    expect(out).toContain('id: "home.a"');
    expect(out).toContain('id: "home.b"');
    expect(() => parseAst(out)).not.toThrow();
  });

  it("should leave an object without an id as it is (not a message descriptor)", () => {
    const code = `const options = { defaultMessage: "keep me", other: 1 };`;
    expect(strip(code)).toBe(code);
  });

  it("should strip a descriptor written inline in a call", () => {
    const code = `intl.formatMessage({ id: "x.y", defaultMessage: "Inline" }, { n: 1 });`;
    const out = strip(code);
    expect(out).not.toContain("Inline");
    expect(() => parseAst(out)).not.toThrow();
  });
});
