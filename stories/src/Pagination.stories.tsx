import { Pagination } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { siteCopy } from "./support/siteCopy";

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
/** What a play function receives, as far as these checks read it. */
type PlayContext = { canvasElement: HTMLElement; globals: Record<string, unknown> };

/**
 * Blog listing pages as links (crawlable). In Arabic, Previous is on the
 * right, its chevron mirrored to point right.
 */
export const Links: Story = {
  tags: ["rtl"],
  play: inBothDirections(linkChecks, async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "ترقيم الصفحات" });
    const previous = within(nav).getByRole("link", { name: "الصفحة السابقة" });
    const next = within(nav).getByRole("link", { name: "الصفحة التالية" });
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(
      next.getBoundingClientRect().right,
    );
    await expect(getComputedStyle(previous.querySelector("svg") as Element).scale).toBe("-1 1");
  }),
};

async function linkChecks({ canvasElement }: PlayContext) {
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
}

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

/**
 * The first, a middle and the last page of a long listing, and a short one,
 * each named as /blog/more names its page ("Page 6 of 12").
 */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const t = siteCopy(globals.locale, "blog");
    const rows: [number, number][] = [
      [1, 12],
      [6, 12],
      [12, 12],
      [2, 4],
    ];
    return (
      <div className="flex flex-col gap-6">
        {rows.map(([page, pageCount]) => (
          <Pagination
            key={`${page}/${pageCount}`}
            page={page}
            pageCount={pageCount}
            hrefFor={blogPage}
            labels={{ pagination: t("blog.more.pageOf", { page, pageCount }) }}
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
