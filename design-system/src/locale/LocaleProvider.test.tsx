import { useDirection } from "@radix-ui/react-direction";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocaleProvider, useLocale } from "./LocaleProvider";

function Probe() {
  const { locale, dir } = useLocale();
  const radixDir = useDirection();
  return <output data-radix-dir={radixDir}>{`${locale}:${dir}`}</output>;
}

describe("given a LocaleProvider", () => {
  it.each([
    ["en", "ltr"],
    ["ar", "rtl"],
    ["ja", "ltr"],
  ] as const)("should give %s the direction %s, and hand it to Radix", (locale, dir) => {
    render(
      <LocaleProvider locale={locale}>
        <Probe />
      </LocaleProvider>,
    );
    const output = screen.getByRole("status");
    expect(output).toHaveTextContent(`${locale}:${dir}`);
    expect(output).toHaveAttribute("data-radix-dir", dir);
  });

  it("should fall back to English, left to right, outside a provider", () => {
    render(<Probe />);
    expect(screen.getByRole("status")).toHaveTextContent("en:ltr");
  });
});
