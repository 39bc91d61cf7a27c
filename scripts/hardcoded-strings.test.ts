import { describe, expect, it } from "vitest";
import { findHardcodedStrings } from "./hardcoded-strings.mjs";

const texts = (source: string) => findHardcodedStrings(source).map((hit) => hit.text);

describe("given the hard-coded string check of site/", () => {
  it("should report text written straight into JSX", () => {
    expect(texts(`export const A = () => <p>Buy now</p>;`)).toEqual(["Buy now"]);
  });

  it("should report a string literal child and user-facing attributes", () => {
    expect(
      texts(
        `export const A = () => <div><img alt="A shield" src="/x.png" /><b>{"Hello"}</b><button aria-label="Close" /></div>;`,
      ),
    ).toEqual(['alt="A shield"', "Hello", 'aria-label="Close"']);
  });

  it("should let through messages, punctuation, class names and the brand name", () => {
    expect(
      texts(
        `export const A = ({ t }) => <p className="text-sm" data-slot="x">{t.formatMessage(m.title)} · 2 <span dir="ltr">mVPN</span></p>;`,
      ),
    ).toEqual([]);
  });
});
