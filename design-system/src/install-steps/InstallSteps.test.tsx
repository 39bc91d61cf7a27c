import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InstallSteps } from "./InstallSteps";

describe("given InstallSteps (issue #15: numbered install steps)", () => {
  it("should list the steps in order, each with a heading, its number hidden from screen readers", () => {
    render(
      <InstallSteps
        steps={[
          { title: "Download", body: "Save the file.", illustration: <svg /> },
          { title: "Run it" },
          { title: "Log in" },
        ]}
      />,
    );
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "Download",
      "Run it",
      "Log in",
    ]);
    const number = items[1]?.querySelector('[data-slot="install-step-number"]');
    expect(number).toHaveTextContent("2");
    expect(number).toHaveAttribute("aria-hidden", "true");
    expect(items[0]?.querySelector('[data-slot="install-step-illustration"]')).toHaveAttribute(
      "aria-hidden",
      "true",
    );
  });
});
