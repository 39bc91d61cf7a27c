import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { Pagination } from "./Pagination";

describe("given a Pagination of links", () => {
  const hrefFor = (page: number) => (page === 1 ? "/blog/more" : `/blog/more?page=${page}`);

  it("should be a named navigation whose current page is marked", () => {
    render(<Pagination page={5} pageCount={12} hrefFor={hrefFor} />);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    const current = within(nav).getByRole("link", { name: "Page 5" });
    expect(current).toHaveAttribute("aria-current", "page");
    expect(current).toHaveTextContent("5");
    expect(within(nav).getByRole("link", { name: "Page 4" })).not.toHaveAttribute("aria-current");
    expect(within(nav).getByRole("link", { name: "Page 12" })).toHaveAttribute(
      "href",
      "/blog/more?page=12",
    );
  });

  it("should link previous and next to the neighbouring pages", () => {
    render(<Pagination page={5} pageCount={12} hrefFor={hrefFor} />);
    expect(screen.getByRole("link", { name: "Previous page" })).toHaveAttribute(
      "href",
      "/blog/more?page=4",
    );
    expect(screen.getByRole("link", { name: "Next page" })).toHaveAttribute(
      "href",
      "/blog/more?page=6",
    );
  });

  it("should replace hidden ranges with ellipses that say there are more pages", () => {
    render(<Pagination page={6} pageCount={12} hrefFor={hrefFor} />);
    const ellipses = document.querySelectorAll('[data-slot="pagination-ellipsis"]');
    expect(ellipses).toHaveLength(2);
    expect(ellipses[0]).toHaveTextContent("More pages");
    expect(screen.getAllByRole("link", { name: /^Page / }).map((l) => l.textContent)).toEqual([
      "1",
      "5",
      "6",
      "7",
      "12",
    ]);
  });

  it("should drop the previous link on the first page and the next link on the last", () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole("link", { name: "Previous page" })).toBeNull();
    // An invisible stand-in keeps the row from shifting.
    const standIn = document.querySelector('[data-slot="pagination-previous"]');
    expect(standIn).toHaveClass("invisible");
    expect(standIn).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByRole("link", { name: "Next page" })).toBeInTheDocument();
    rerender(<Pagination page={3} pageCount={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole("link", { name: "Next page" })).toBeNull();
  });

  it("should render nothing for a single page", () => {
    const { container } = render(<Pagination page={1} pageCount={1} hrefFor={hrefFor} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("should use chevrons that mirror in right-to-left, and translated labels", () => {
    render(
      <LocaleProvider locale="ar">
        <Pagination page={2} pageCount={3} hrefFor={hrefFor} />
      </LocaleProvider>,
    );
    const previous = screen.getByRole("link", { name: "الصفحة السابقة" });
    expect(previous.querySelector("svg")).toHaveAttribute("data-icon", "chevron-start");
    expect(previous.querySelector("svg")).toHaveClass("rtl:-scale-x-100");
    expect(screen.getByRole("navigation", { name: "ترقيم الصفحات" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "الصفحة 3" })).toBeInTheDocument();
  });
});

describe("given a Pagination of buttons", () => {
  it("should call onPageChange with the page chosen by keyboard or pointer", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={10} onPageChange={onPageChange} />);
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    screen.getByRole("button", { name: "Previous page" }).focus();
    await user.keyboard("{Enter}");
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole("button", { name: "Page 10" }));
    expect(onPageChange).toHaveBeenLastCalledWith(10);
  });

  it("should not report the page that is already shown", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={10} onPageChange={onPageChange} />);
    const current = screen.getByRole("button", { name: "Page 2" });
    expect(current).toHaveAttribute("aria-current", "page");
    await user.click(current);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it("should disable previous on the first page", () => {
    render(<Pagination page={1} pageCount={10} onPageChange={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next page" })).toBeEnabled();
  });
});
