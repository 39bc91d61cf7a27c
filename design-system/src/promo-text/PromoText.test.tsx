import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { PromoText } from "./PromoText";

const segments = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[data-slot="promo-text-segment"]'));

describe("given a PromoText", () => {
  it("should render tones as token-coloured segments and fill placeholders", () => {
    const { container } = render(
      <PromoText text="[accent]Save @(0)%[/accent] on [strong]every plan[/strong]" values={[59]} />,
    );
    expect(container).toHaveTextContent("Save 59% on every plan");
    const [accent, strong] = segments(container);
    expect(accent).toHaveAttribute("data-tone", "accent");
    expect(accent).toHaveClass("text-text-accent");
    expect(strong).toHaveClass("font-bold");
    expect(container.querySelector("bdi")).toHaveTextContent("59");
  });

  it("should switch to on-brand colours on the brand band", () => {
    const { container } = render(<PromoText text="[accent]59%[/accent]" surface="brand" />);
    expect(segments(container)[0]).toHaveClass("text-on-brand-accent");
  });

  it("should pick the page's locale from a locale map, with the default as fallback", () => {
    const l10n = { default: "Save @(0)%", de: "Spare @(0) %" };
    const { rerender } = render(
      <LocaleProvider locale="de">
        <PromoText l10n={l10n} values={[1234.5]} />
      </LocaleProvider>,
    );
    expect(screen.getByText(/Spare/)).toHaveTextContent("Spare 1.234,5 %");
    rerender(
      <LocaleProvider locale="ja">
        <PromoText l10n={l10n} values={[59]} />
      </LocaleProvider>,
    );
    expect(screen.getByText(/Save/)).toHaveTextContent("Save 59%");
  });

  it("should show HTML and scripts as text, creating no element from them", () => {
    const hostile = '<img src=x onerror="alert(1)"><script>alert(1)</script>';
    const { container } = render(<PromoText text={`[accent]${hostile}[/accent]`} />);
    expect(container).toHaveTextContent(hostile);
    expect(container.querySelector("img, script")).toBeNull();
  });

  it("should never put a config colour into a style", () => {
    const { container } = render(<PromoText text="[color=red]x[/color] [accent]y[/accent]" />);
    expect(container.querySelector("[style]")).toBeNull();
    expect(container).toHaveTextContent("[color=red]x[/color] y");
  });

  it("should leave a placeholder without a value visible", () => {
    const { container } = render(<PromoText text="Up to @(3)% off" values={[59]} />);
    expect(container).toHaveTextContent("Up to @(3)% off");
  });

  it("should wrap a very long word instead of overflowing", () => {
    render(<PromoText text={"A".repeat(5000)} data-testid="long" />);
    expect(screen.getByTestId("long")).toHaveClass("wrap-anywhere");
  });
});
