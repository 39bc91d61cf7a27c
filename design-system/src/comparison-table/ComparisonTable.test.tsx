import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ComparisonTable } from "./ComparisonTable";

const props = {
  label: "mVPN compared",
  featureLabel: "Feature",
  columns: [
    { id: "mvpn", label: "mVPN", highlight: true },
    { id: "free", label: "A free VPN" },
    { id: "none", label: "No VPN" },
  ],
  rows: [
    { id: "encrypt", label: "Encrypts your traffic", cells: ["yes", "yes", "no"] as const },
    { id: "logs", label: "Keeps no logs", cells: ["yes", "limited", "no"] as const },
  ],
  verdictLabels: { yes: "Yes", no: "No", limited: "Limited" },
};

describe("given a ComparisonTable", () => {
  it("should be a keyboard-reachable figure named by its label, not a second landmark", () => {
    render(<ComparisonTable {...props} />);
    const region = screen.getByRole("figure", { name: "mVPN compared" });
    expect(screen.queryByRole("region")).toBeNull();
    expect(region).toHaveAttribute("tabindex", "0");
    expect(within(region).getByRole("table")).toBeInTheDocument();
  });

  it("should head columns and rows, and word every verdict beside its icon", () => {
    render(<ComparisonTable {...props} />);
    const headers = screen.getAllByRole("columnheader").map((cell) => cell.textContent);
    expect(headers).toEqual(["Feature", "mVPN", "A free VPN", "No VPN"]);
    expect(screen.getByRole("columnheader", { name: "mVPN" })).toHaveClass("text-text-accent");
    const logs = screen.getByRole("row", { name: /Keeps no logs/ });
    expect(
      within(logs)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Yes", "Limited", "No"]);
  });
});
