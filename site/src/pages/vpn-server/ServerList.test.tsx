// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LocaleProvider } from "@mvpn/design-system";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { cityNamesFor } from "../../content/city-names";
import { NETWORK } from "../../content/regions";
import { ServerList } from "./ServerList";

afterEach(cleanup);

/** The page's own catalog, as the site would load it. */
const catalog = (locale: string): Record<string, string> =>
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, `../../i18n/messages/${locale}/vpn-server.json`),
      "utf8",
    ),
  );

function renderList(locale = "en") {
  render(
    <MemoryRouter>
      <IntlProvider locale={locale} defaultLocale="en" messages={catalog(locale)}>
        <LocaleProvider locale={locale}>
          <ServerList locale={locale} cityNames={cityNamesFor(locale)} />
        </LocaleProvider>
      </IntlProvider>
    </MemoryRouter>,
  );
}

const cardCount = () => screen.queryAllByRole("link").length;

describe("given /vpn-server's list (issue #38)", () => {
  it("should show every country the site counts, grouped under its continent's name", () => {
    renderList();
    expect(cardCount()).toBe(NETWORK.countries);
    const headings = screen
      .getAllByRole("region")
      .map((group) => group.querySelector("h3")?.textContent);
    expect(headings).toEqual(["Europe", "The Americas", "Asia", "Oceania"]);
    const europe = screen.getByRole("region", { name: "Europe" });
    expect(within(europe).getAllByRole("link")).toHaveLength(4);
  });

  it("should name the continents in the page's language, from its catalog", () => {
    renderList("ja");
    expect(screen.getByRole("heading", { name: "ヨーロッパ" })).toBeInTheDocument();
  });

  it("should narrow the list as the visitor types, by country or city, ignoring accents", async () => {
    const user = userEvent.setup();
    renderList();
    const search = screen.getByRole("searchbox", { name: "Find a country or city" });
    await user.type(search, "sao");
    expect(cardCount()).toBe(1);
    expect(screen.getByRole("link")).toHaveTextContent("Brazil");
    expect(screen.getByRole("status")).toHaveTextContent("1 country matches");
    await user.clear(search);
    await user.type(search, "korea");
    expect(screen.getByRole("link")).toHaveTextContent("South Korea");
    await user.clear(search);
    expect(cardCount()).toBe(NETWORK.countries);
  });

  it("should say so when nothing matches, and hide the emptied groups", async () => {
    const user = userEvent.setup();
    renderList();
    await user.type(screen.getByRole("searchbox"), "Atlantis");
    expect(cardCount()).toBe(0);
    expect(screen.queryAllByRole("region")).toHaveLength(0);
    expect(screen.getByRole("status")).toHaveTextContent("No country or city matches “Atlantis”.");
  });

  it("should find a city by its name in the page's language and in English", async () => {
    const user = userEvent.setup();
    renderList("de");
    await user.type(screen.getByRole("searchbox"), "munchen");
    expect(screen.getByRole("link")).toHaveTextContent("Deutschland");
    await user.clear(screen.getByRole("searchbox"));
    await user.type(screen.getByRole("searchbox"), "Munich");
    expect(screen.getByRole("link")).toHaveTextContent("Deutschland");
  });
});
