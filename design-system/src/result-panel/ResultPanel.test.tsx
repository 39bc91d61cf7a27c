import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AddressTable } from "./AddressTable";
import { ResultFacts } from "./ResultFacts";
import { ResultPanel } from "./ResultPanel";

describe("given a ResultPanel (issue #15 tool results)", () => {
  it("should be a section named by its heading, with the verdict in a polite live region", () => {
    render(
      <ResultPanel status="exposed" title="WebRTC leak found" summary="Your real address shows.">
        <p>details</p>
      </ResultPanel>,
    );
    expect(screen.getByRole("region", { name: "WebRTC leak found" })).toHaveAttribute(
      "data-status",
      "exposed",
    );
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("WebRTC leak found");
    expect(screen.getByRole("status")).toHaveTextContent("Your real address shows.");
  });

  it("should say it is busy while pending", () => {
    render(<ResultPanel status="pending" title="Testing…" />);
    expect(screen.getByRole("region", { name: "Testing…" })).toHaveAttribute("aria-busy", "true");
  });
});

describe("given ResultFacts", () => {
  it("should pair labels and values, and hide placeholder bars from screen readers while loading", () => {
    const facts = [{ id: "ip", label: "IP address", value: "203.0.113.9", mono: true }];
    const { rerender } = render(<ResultFacts facts={facts} loading />);
    expect(screen.getByText("IP address")).toBeInTheDocument();
    expect(screen.queryByText("203.0.113.9")).toBeNull();
    rerender(<ResultFacts facts={facts} />);
    expect(screen.getByText("203.0.113.9").tagName).toBe("DD");
  });
});

describe("given an AddressTable", () => {
  it("should be a table named by its caption with column headers", () => {
    render(
      <AddressTable
        caption="Addresses found"
        columns={[
          { id: "address", header: "Address", mono: true },
          { id: "kind", header: "Kind" },
        ]}
        rows={[{ id: "a", cells: { address: "127.0.0.1", kind: "Loopback" }, highlight: true }]}
      />,
    );
    const table = screen.getByRole("table", { name: "Addresses found" });
    expect(table).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "Address",
      "Kind",
    ]);
  });
});
