// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { LocaleProvider } from "@mvpn/design-system";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { defineMessages, IntlProvider } from "react-intl";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SearchForm } from "./SearchForm";
import { SearchStatus } from "./SearchStatus";
import type { SearchMessages } from "./search-messages";
import type { SiteSearchState } from "./useSiteSearch";

const messages: SearchMessages = defineMessages({
  label: { id: "t.label", defaultMessage: "Search the help centre" },
  placeholder: { id: "t.placeholder", defaultMessage: "For example: refund" },
  submit: { id: "t.submit", defaultMessage: "Search" },
  loading: { id: "t.loading", defaultMessage: "Searching…" },
  failed: { id: "t.failed", defaultMessage: "The search could not be loaded." },
  results: { id: "t.results", defaultMessage: "{count} for “{query}”" },
  emptyTitle: { id: "t.emptyTitle", defaultMessage: "Nothing matches “{query}”" },
  emptyBody: { id: "t.emptyBody", defaultMessage: "Try another word." },
});

/** The element inside a memory router at `path`, and where the router is now. */
function renderAt(path: string, element: ReactNode) {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
  render(
    <IntlProvider locale="en" defaultLocale="en" messages={{}}>
      <LocaleProvider locale="en">
        <RouterProvider router={router} />
      </LocaleProvider>
    </IntlProvider>,
  );
  return () => `${router.state.location.pathname}${router.state.location.search}`;
}

const helpForm = (locale: string) => (
  <SearchForm collection="help" locale={locale} resultsPath="/help" messages={messages} />
);

afterEach(cleanup);

describe("given the help centre's search form on an article (SPEC.md §2: /ru/help)", () => {
  it("should be a GET form to the index in the page's language, named by the catalog", () => {
    renderAt("/ru/help/refund", helpForm("ru"));
    const form = screen.getByRole("searchbox", { name: "Search the help centre" }).closest("form");
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/ru/help");
    expect(form).toHaveAttribute("data-slot", "help-search-form");
    expect(screen.getByRole("searchbox")).toHaveAttribute("name", "q");
  });

  it("should go to the index with the trimmed query once the app runs", async () => {
    const where = renderAt("/ru/help/refund", helpForm("ru"));
    const user = userEvent.setup();
    await user.type(screen.getByRole("searchbox"), "  refund policy ");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await expect.poll(where).toBe("/ru/help?q=refund%20policy");
  });

  it("should go to the bare index when the box is empty", async () => {
    const where = renderAt("/help/refund", helpForm("en"));
    await userEvent.setup().click(screen.getByRole("button", { name: "Search" }));
    await expect.poll(where).toBe("/help");
  });
});

describe("given an address with a query", () => {
  it("should show the query in the box on the results page", () => {
    renderAt("/help?q=password", helpForm("en"));
    expect(screen.getByRole("searchbox")).toHaveValue("password");
  });

  it("should leave the box empty on another page", () => {
    renderAt("/help/refund?q=password", helpForm("en"));
    expect(screen.getByRole("searchbox")).toHaveValue("");
  });
});

describe("given a search's state", () => {
  const renderStatus = (state: SiteSearchState, emptyAction?: ReactNode) =>
    renderAt(
      "/blog/search",
      <SearchStatus
        collection="blog"
        state={state}
        messages={messages}
        emptyAction={emptyAction}
      />,
    );

  // The spinner is a status of its own: the search's is the live region around it.
  const status = () => screen.getAllByRole("status")[0] as HTMLElement;

  it("should say it is loading", () => {
    renderStatus({ status: "loading", query: "dns" });
    expect(status()).toHaveTextContent("Searching…");
  });

  it("should say the search failed", () => {
    renderStatus({ status: "failed", query: "dns" });
    expect(status()).toHaveTextContent("The search could not be loaded.");
  });

  it("should count the hits for the query", () => {
    const hit = { id: "a", title: "", description: "", text: "", category: "", date: "" };
    const scored = { ...hit, score: 1, terms: ["dns"] };
    renderStatus({ status: "done", query: "dns", hits: [scored, { ...scored, id: "b" }] });
    expect(status().querySelector("[data-slot=blog-search-count]")).toHaveTextContent(
      "2 for “dns”",
    );
  });

  it("should say nothing matches, with the page's way on", () => {
    renderStatus({ status: "done", query: "zzz", hits: [] }, <a href="/blog/more">All articles</a>);
    const empty = status().querySelector("[data-slot=blog-search-empty]");
    expect(empty).toHaveTextContent("Nothing matches “zzz”");
    expect(empty).toHaveTextContent("Try another word.");
    expect(screen.getByRole("link", { name: "All articles" })).toBeInTheDocument();
  });

  it("should say nothing before a query", () => {
    renderStatus({ status: "idle" });
    expect(status()).toBeEmptyDOMElement();
  });
});
