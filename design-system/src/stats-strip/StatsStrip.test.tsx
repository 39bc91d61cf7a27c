import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StatsStrip } from "./StatsStrip";

describe("given a StatsStrip", () => {
  it("should read as a list of figures, each with what it counts", () => {
    render(
      <StatsStrip
        stats={[
          { id: "countries", value: "94", label: "countries" },
          { id: "servers", value: "2,400+", label: "servers" },
        ]}
      />,
    );
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent("2,400+servers");
  });
});
