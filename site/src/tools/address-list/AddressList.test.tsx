// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { LocaleProvider } from "@mvpn/design-system";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteToaster } from "../../app/runtime/site-toaster";
import { AddressList, type AddressListRow } from "./AddressList";

const HOST = "3f2a9c1e-4b5d-4e6f-8a7b-9c0d1e2f3a4b.local";

const ROWS: AddressListRow[] = [
  {
    id: HOST,
    address: HOST,
    cells: { address: HOST, kind: "Hidden by your browser", result: "Doesn’t identify you online" },
  },
  {
    id: "81.2.69.160",
    address: "81.2.69.160",
    highlight: true,
    cells: { address: "81.2.69.160", kind: "Public", result: "Leaked" },
  },
];

function renderList() {
  return render(
    <LocaleProvider locale="en">
      <AddressList
        caption="Addresses your browser revealed"
        columns={[
          { id: "address", header: "Address", mono: true },
          { id: "kind", header: "Kind" },
          { id: "result", header: "Result" },
        ]}
        rows={ROWS}
        copy={{ label: "Copy address", copied: "Address copied", failed: "Couldn’t copy" }}
      />
    </LocaleProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("given the addresses a tool found (issue #38)", () => {
  it("should give a card per address for phones, beside the table for wide screens", () => {
    const { container } = renderList();
    const cards = within(screen.getByRole("list", { name: "Addresses your browser revealed" }));
    expect(cards.getAllByRole("listitem")).toHaveLength(2);
    expect(container.querySelector('[data-slot="address-cards"]')).toHaveClass("md:hidden");
    expect(container.querySelector('[data-slot="address-table"]')).toHaveClass(
      "hidden",
      "md:table",
    );
  });

  it("should name each fact of a card with its column's header", () => {
    renderList();
    const [first] = screen.getAllByRole("listitem");
    const terms = within(first as HTMLElement)
      .getAllByRole("term")
      .map((term) => term.textContent);
    expect(terms).toEqual(["Address", "Kind", "Result"]);
    expect(first).toHaveTextContent("Hidden by your browser");
  });

  it("should keep a long name whole for screen readers and the tooltip while its start can be cut", () => {
    const { container } = renderList();
    const name = container.querySelector('[data-slot="middle-ellipsis"]') as HTMLElement;
    expect(name).toHaveAttribute("title", HOST);
    expect(name).toHaveAttribute("dir", "ltr");
    const [head, end, whole] = [...name.children] as HTMLElement[];
    expect(head).toHaveAttribute("aria-hidden", "true");
    expect(head).toHaveClass("truncate");
    expect(end).toHaveTextContent(/\.local$/);
    expect(`${head?.textContent}${end?.textContent}`).toBe(HOST);
    expect(whole).toHaveClass("sr-only");
    expect(whole).toHaveTextContent(HOST);
  });

  it("should mark a leaked address's card", () => {
    renderList();
    const [, leaked] = screen.getAllByRole("listitem");
    expect(leaked).toHaveAttribute("data-highlight", "true");
    expect(leaked).toHaveClass("border-s-feedback-error");
  });

  it("should copy the whole address and say so in a toast", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    const success = vi.spyOn(siteToaster, "success");
    renderList();
    const [button] = screen.getAllByRole("button", { name: "Copy address" });
    expect(button).toHaveAccessibleDescription(HOST);
    await user.click(button as HTMLElement);
    expect(writeText).toHaveBeenCalledWith(HOST);
    expect(success).toHaveBeenCalledWith("Address copied", { id: "copy-value" });
    expect(button).toHaveAttribute("data-state", "copied");
  });

  it("given the browser refuses the clipboard, should say it could not copy", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    const error = vi.spyOn(siteToaster, "error");
    renderList();
    const [button] = screen.getAllByRole("button", { name: "Copy address" });
    await user.click(button as HTMLElement);
    expect(error).toHaveBeenCalledWith("Couldn’t copy", { id: "copy-value" });
    expect(button).toHaveAttribute("data-state", "idle");
  });
});
