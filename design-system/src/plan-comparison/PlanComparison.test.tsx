import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { PlanComparison, type PlanComparisonRow } from "./PlanComparison";

const FEATURES: PlanComparisonRow[] = [
  { label: "Servers in 94 countries" },
  { label: "No-logs policy", description: "Audited every year" },
  { label: "10 devices at once" },
];

const COLUMNS = [
  { id: "1", label: "1 month" },
  { id: "12", label: "12 months" },
];

const COMPARED: PlanComparisonRow[] = [
  { id: "servers", label: "Servers in 94 countries", values: [true, true] },
  { id: "devices", label: "Devices", values: ["5", "10"] },
  { id: "ip", label: "Dedicated IP", values: [false, true] },
];

describe("given a PlanComparison without plan columns", () => {
  it("should be a section named Included in every plan, listing the features", () => {
    render(<PlanComparison rows={FEATURES} />);
    const section = screen.getByRole("region", { name: "Included in every plan" });
    const items = within(section).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Servers in 94 countries",
      "No-logs policyAudited every year",
      "10 devices at once",
    ]);
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("should give every feature a check that screen readers skip, since the heading says it", () => {
    const { container } = render(<PlanComparison rows={FEATURES} />);
    expect(container.querySelectorAll("[data-slot=plan-comparison-included]")).toHaveLength(3);
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("should take the page's heading and level, or none", () => {
    const { rerender } = render(
      <PlanComparison rows={FEATURES} title="Every plan has" headingLevel={3} />,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Every plan has" })).toBeInTheDocument();
    rerender(<PlanComparison rows={FEATURES} title={null} />);
    expect(screen.queryByRole("heading")).toBeNull();
  });
});

describe("given a PlanComparison with plan columns", () => {
  it("should be a table with a header per plan and per feature", () => {
    render(<PlanComparison rows={COMPARED} columns={COLUMNS} />);
    const table = screen.getByRole("table", { name: "Included in every plan" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Feature", "1 month", "12 months"]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((header) => header.textContent),
    ).toEqual(["Servers in 94 countries", "Devices", "Dedicated IP"]);
  });

  it("should say included and not included in words as well as marks", () => {
    render(<PlanComparison rows={COMPARED} columns={COLUMNS} />);
    const table = screen.getByRole("table");
    const ip = within(table).getByRole("row", { name: /Dedicated IP/ });
    expect(
      within(ip)
        .getAllByRole("img")
        .map((image) => image.getAttribute("aria-label")),
    ).toEqual(["Not included", "Included"]);
    expect(within(table).getByRole("row", { name: /Devices/ })).toHaveTextContent("Devices510");
  });

  it("should lay each feature out as a block of its own for phones", () => {
    const { container } = render(<PlanComparison rows={COMPARED} columns={COLUMNS} />);
    const stack = container.querySelector("[data-slot=plan-comparison-stack]");
    expect(stack).toHaveClass("sm:hidden");
    expect(screen.getByRole("table")).toHaveClass("hidden", "sm:table");
    expect(stack?.querySelectorAll("li")).toHaveLength(3);
    expect(stack?.querySelectorAll("dt")[1]).toHaveTextContent("12 months");
  });

  it("should speak the reader's language", () => {
    render(
      <LocaleProvider locale="pl">
        <PlanComparison rows={COMPARED} columns={COLUMNS} />
      </LocaleProvider>,
    );
    expect(screen.getByRole("heading", { name: "W każdym planie" })).toBeInTheDocument();
    expect(screen.getAllByRole("img", { name: "Brak" }).length).toBeGreaterThan(0);
  });
});
