import { Pagination } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { expectRightToLeft, langOf } from "./support/siteChromeFixtures";

/** The blog's "more" listing, page by page (SPEC.md §2: /blog/more). */
const blogPage = (page: number) => `#/blog/more?page=${page}`;

const meta = {
  title: "Components/Pagination",
  component: Pagination,
  args: { page: 5, pageCount: 12, hrefFor: blogPage },
  argTypes: { hrefFor: { control: false }, renderLink: { control: false } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Blog listing pages as links (crawlable). */
export const Links: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Pagination" });
    await expect(within(nav).getByRole("link", { name: "Page 5" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(within(nav).getByRole("link", { name: "Next page" })).toHaveAttribute(
      "href",
      "#/blog/more?page=6",
    );
    await expect(within(nav).getByRole("link", { name: "Previous page" })).toHaveAttribute(
      "href",
      "#/blog/more?page=4",
    );
  },
};

const onPageChange = fn();

function InPlace({ initial, pageCount }: { initial: number; pageCount: number }) {
  const [page, setPage] = useState(initial);
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={(next) => {
        onPageChange(next);
        setPage(next);
      }}
    />
  );
}

/** Buttons that page a list in place; the control keeps its width while paging. */
export const Buttons: Story = {
  render: () => <InPlace initial={1} pageCount={20} />,
  play: async ({ canvasElement }) => {
    onPageChange.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Previous page" })).toBeDisabled();
    const width = canvasElement.querySelector("ul")?.getBoundingClientRect().width;
    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    await expect(onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole("button", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // Keyboard: Tab to "Page 20", Enter.
    canvas.getByRole("button", { name: "Page 20" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(onPageChange).toHaveBeenLastCalledWith(20);
    await expect(canvas.getByRole("button", { name: "Next page" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Page 1" }));
    await expect(canvasElement.querySelector("ul")?.getBoundingClientRect().width).toBe(width);
  },
};

export const FirstPage: Story = { args: { page: 1 } };
export const LastPage: Story = { args: { page: 12 } };
export const FewPages: Story = { args: { page: 2, pageCount: 4 } };

/** The first, a middle and the last page of a long listing, and a short one. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const ar = langOf(globals.locale) === "ar";
    const rows: [string, number, number][] = [
      [ar ? "الصفحة الأولى" : "First page", 1, 12],
      [ar ? "صفحة في الوسط" : "A middle page", 6, 12],
      [ar ? "الصفحة الأخيرة" : "Last page", 12, 12],
      [ar ? "قائمة قصيرة" : "Short listing", 2, 4],
    ];
    return (
      <div className="flex flex-col gap-6">
        {rows.map(([label, page, pageCount]) => (
          <Pagination
            key={label}
            page={page}
            pageCount={pageCount}
            hrefFor={blogPage}
            labels={{ pagination: label }}
            align="start"
          />
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("navigation")).toHaveLength(4);
    await expect(
      canvas.getAllByRole("link").filter((l) => l.getAttribute("aria-current") === "page"),
    ).toHaveLength(4);
  },
};

export const RTL: Story = {
  globals: { locale: "ar" },
  args: { page: 6 },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    const nav = within(canvasElement).getByRole("navigation", { name: "ترقيم الصفحات" });
    const previous = within(nav).getByRole("link", { name: "الصفحة السابقة" });
    const next = within(nav).getByRole("link", { name: "الصفحة التالية" });
    // Previous is on the right in Arabic, its chevron mirrored to point right.
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(
      next.getBoundingClientRect().right,
    );
    await expect(getComputedStyle(previous.querySelector("svg") as Element).scale).toBe("-1 1");
  },
};
