import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { messagesFor } from "../i18n/messages";
import { LocaleProvider } from "../locale/LocaleProvider";
import { cityCountLabel } from "./cityCount";
import { countryName } from "./countryName";
import { serverLocationCardMessages } from "./intl/catalog.gen";
import { ServerLocationCard, type ServerLocationCardProps } from "./ServerLocationCard";

const germany: ServerLocationCardProps = {
  countryCode: "de",
  flagSrc: "/assets/de.svg",
  cityCount: 3,
  cities: ["Frankfurt", "Berlin", "Düsseldorf"],
  href: "/servers/germany",
};

function renderIn(locale: string, props: Partial<ServerLocationCardProps> = {}) {
  return render(
    <LocaleProvider locale={locale}>
      <ServerLocationCard {...germany} {...props} />
    </LocaleProvider>,
  );
}

describe("given a ServerLocationCard", () => {
  it.each([
    ["en", "Germany"],
    ["ar", "ألمانيا"],
    ["ja", "ドイツ"],
    ["ru", "Германия"],
  ])("should name the country in %s as %s, as its only link", (locale, name) => {
    renderIn(locale);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(name);
    expect(links[0]).toHaveAttribute("href", "/servers/germany");
  });

  it("should describe the link with the city count and names", () => {
    renderIn("en");
    expect(screen.getByRole("link")).toHaveAccessibleDescription(
      "3 cities Frankfurt, Berlin, Düsseldorf",
    );
  });

  it("should show the flag from the site's own origin as decoration with a fixed size", () => {
    const { container } = renderIn("en");
    const flag = container.querySelector('[data-slot="server-location-card-flag"]');
    expect(flag?.tagName).toBe("IMG");
    expect(flag).toHaveAttribute("src", "/assets/de.svg");
    expect(flag).toHaveAttribute("alt", "");
    expect(flag).toHaveAttribute("width", "40");
    expect(flag).toHaveAttribute("height", "30");
  });

  it("should stand a globe in for a missing flag, in the same box", () => {
    const { container } = renderIn("en", { flagSrc: undefined });
    const flag = container.querySelector('[data-slot="server-location-card-flag"]');
    expect(flag?.tagName).toBe("SPAN");
    expect(flag).toHaveClass("h-7.5", "w-10");
    expect(flag?.querySelector('[data-icon="globe"]')).not.toBeNull();
  });

  it("should point its chevron along the reading direction", () => {
    const { container } = renderIn("ar");
    expect(container.querySelector('[data-icon="chevron-end"]')).toHaveClass("rtl:-scale-x-100");
  });

  it("should take a name of the site's own and its router link", () => {
    renderIn("en", {
      name: "United Kingdom (London)",
      countryCode: "gb",
      renderLink: (props) => <a {...props} data-router="yes" />,
    });
    const link = screen.getByRole("link", { name: "United Kingdom (London)" });
    expect(link).toHaveAttribute("data-router", "yes");
    expect(screen.getByRole("article")).toHaveAttribute("data-country", "gb");
  });
});

describe("given a country code", () => {
  it("should accept any case and return an unknown code as given", () => {
    expect(countryName("jp", "en")).toBe("Japan");
    expect(countryName("US", "de")).toBe("Vereinigte Staaten");
    expect(countryName("QQ", "en")).toBe("QQ");
    // The same in Node (prerender) and Chromium (hydration): not "Hong Kong SAR China".
    expect(countryName("hk", "en")).toBe("Hong Kong");
    expect(countryName("HK", "de")).toBe("Hongkong");
  });
});

describe("given a city count", () => {
  it.each([
    ["en", 1, "1 city"],
    ["en", 12, "12 cities"],
    ["ru", 1, "1 город"],
    ["ru", 3, "3 города"],
    ["ru", 5, "5 городов"],
    ["pl", 2, "2 miasta"],
    ["pl", 5, "5 miast"],
    ["ar", 1, "مدينة واحدة"],
    ["ar", 2, "مدينتان"],
    ["ar", 3, "3 مدن"],
    ["ar", 11, "11 مدينة"],
    ["de", 1, "1 Stadt"],
    ["de", 4, "4 Städte"],
    ["ja", 6, "6都市"],
  ])("should say %s %d as %s", (locale, count, expected) => {
    expect(cityCountLabel(count, locale, messagesFor(serverLocationCardMessages, locale))).toBe(
      expected,
    );
  });
});
