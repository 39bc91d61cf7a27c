import { isIP } from "node:net";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isValidEmail,
  isValidEmailInput,
  MAX_EMAIL_LENGTH,
  normalizeEmail,
} from "../src/validation/email";
import { ipVersion } from "../src/validation/ip";
import {
  isValidPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "../src/validation/password";
import { isSameOriginPath, sameOriginPath } from "../src/validation/return-url";

/**
 * Issue #19: the rules of SPEC.md §5 hold for every input, not only for the
 * vectors. Each property says what any accepted (or refused) value must be.
 */
const anyText = fc.string({ unit: "binary", maxLength: 300 });

const localPart = fc.stringMatching(/^[A-Za-z0-9_.-]{1,40}$/);
const label = fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/);
const tld = fc.stringMatching(/^[a-z]{2,10}$/);
const wellFormedEmail = fc
  .tuple(localPart, fc.array(label, { minLength: 1, maxLength: 4 }), tld)
  .map(([local, labels, top]) => `${local}@${[...labels, top].join(".")}`);

describe("given any text as an email address (SPEC.md §5)", () => {
  it("should accept only what has one @, no space, at most 254 characters and a lowercase top-level domain", () => {
    fc.assert(
      fc.property(anyText, (value) => {
        if (!isValidEmail(value)) return;
        expect(value.length).toBeLessThanOrEqual(MAX_EMAIL_LENGTH);
        expect(value.split("@")).toHaveLength(2);
        expect(value).not.toMatch(/\s/);
        expect(value).toMatch(/\.[a-z]{2,}$/);
      }),
      { numRuns: 2000 },
    );
  });

  it("should accept every address built from the rule's own alphabet, up to 254 characters", () => {
    fc.assert(
      fc.property(wellFormedEmail, (value) => {
        expect(isValidEmail(value)).toBe(value.length <= MAX_EMAIL_LENGTH);
      }),
    );
  });

  it("should judge typed input on its trimmed value and normalise idempotently", () => {
    fc.assert(
      fc.property(wellFormedEmail, fc.stringMatching(/^[ \t]{0,3}$/), (value, pad) => {
        expect(isValidEmailInput(`${pad}${value}${pad}`)).toBe(isValidEmail(value));
        const once = normalizeEmail(`${pad}${value}`);
        expect(normalizeEmail(once)).toBe(once);
      }),
    );
  });
});

describe("given any text as a password (SPEC.md §5: 8 to 20 printable characters)", () => {
  it("should accept only 8 to 20 visible ASCII characters with a lowercase, an uppercase letter and a symbol", () => {
    fc.assert(
      fc.property(anyText, (value) => {
        if (!isValidPassword(value)) return;
        expect(value.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
        expect(value.length).toBeLessThanOrEqual(PASSWORD_MAX_LENGTH);
        expect(value).toMatch(/^[\x21-\x7E]+$/);
        expect(value).toMatch(/[a-z]/);
        expect(value).toMatch(/[A-Z]/);
      }),
      { numRuns: 2000 },
    );
  });

  it("should accept every password that meets each rule", () => {
    const filler = fc.stringMatching(/^[\x21-\x7E]{5,17}$/);
    fc.assert(
      fc.property(
        fc.constantFrom(..."abcxyz"),
        fc.constantFrom(..."ABCXYZ"),
        fc.constantFrom(..."!#%&*?@[]{}~"),
        filler,
        (lower, upper, symbol, rest) => {
          expect(isValidPassword(`${lower}${rest}${upper}${symbol}`)).toBe(true);
        },
      ),
    );
  });

  it("should refuse any password with a space in it", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), (a, b) => {
        expect(isValidPassword(`Aa!${a} ${b}xyz`)).toBe(false);
      }),
    );
  });
});

describe("given any text as a return_url", () => {
  it("should accept only paths that stay on the same origin", () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.webUrl(), fc.webPath()), (value) => {
        if (!isSameOriginPath(value)) return;
        const base = "http://same.invalid";
        expect(new URL(value, base).origin).toBe(base);
        expect(value.startsWith("/") && !value.startsWith("//")).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("should resolve an accepted value to a path that, read again, stays on the origin", () => {
    const segment = fc.constantFrom("", ".", "..", "%2e", "%2E%2e", "a", "evil.example");
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), (segments) => {
        const value = `/${segments.join("/")}`;
        const path = sameOriginPath(value);
        if (path === null) return;
        const base = "http://same.invalid";
        expect(path.startsWith("//")).toBe(false);
        expect(new URL(path, base).origin).toBe(base);
      }),
      { numRuns: 2000 },
    );
  });

  it("should refuse every absolute URL", () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(isSameOriginPath(url)).toBe(false);
      }),
    );
  });
});

describe("given any text as an IP address", () => {
  it("should read it as Node's net.isIP does", () => {
    const candidates = fc.oneof(anyText, fc.ipV4(), fc.ipV6(), fc.ipV4Extended());
    fc.assert(
      fc.property(candidates, (value) => {
        expect(ipVersion(value)).toBe(isIP(value));
      }),
      { numRuns: 3000 },
    );
  });
});
