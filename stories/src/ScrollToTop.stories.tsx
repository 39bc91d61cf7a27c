import { type Scroller, ScrollToTop } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { siteCopy } from "./support/siteCopy";

/** Sections of the features page, by their ids in its catalog: a page long enough to scroll. */
const SECTIONS = ["encryption", "noLogs", "killSwitch", "speed", "support"] as const;

/** A long page, so there is something to scroll back up from. */
function LongPage({ locale }: { locale: unknown }) {
  const t = siteCopy(locale, "features");
  return (
    <div className="flex max-w-2xl flex-col gap-24 pb-24">
      {SECTIONS.map((id) => (
        <section key={id} className="flex min-h-72 flex-col gap-2">
          <h2 className="font-display text-2xl font-bold">{t(`features.${id}.title`)}</h2>
          <p className="text-text-muted">{t(`features.${id}.body`)}</p>
        </section>
      ))}
    </div>
  );
}

/** A page frozen 400 px down: the button shows without scrolling anything. */
const scrolledPage: Scroller = {
  getScrollTop: () => 400,
  scrollTo: () => {},
  subscribe: () => () => {},
};

const meta = {
  title: "Components/ScrollToTop",
  component: ScrollToTop,
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden at the top; past 50 px it appears, and a press brings the page back over 1200 ms. */
export const Default: Story = {
  render: (args, { globals }) => (
    <>
      <LongPage locale={globals.locale} />
      <ScrollToTop {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    // Hidden buttons have no accessible name yet: find it by its slot.
    const button = canvasElement.querySelector('[data-slot="scroll-to-top"]') as HTMLElement;
    await expect(button).toHaveAttribute("aria-label", "Back to top");
    await expect(button).toHaveAttribute("data-state", "hidden");
    await expect(button).not.toBeVisible();
    window.scrollTo({ top: 600, behavior: "instant" });
    await waitFor(() => expect(button).toHaveAttribute("data-state", "visible"));
    await waitFor(() => expect(button).toBeVisible());
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
    await waitFor(() => expect(button).toHaveAttribute("data-state", "hidden"));
  },
};

// Visible shows the button itself over the story's page, so it turns the covering check off.
export const Visible: Story = {
  tags: ["rtl"],
  args: { scroller: scrolledPage, avoid: "" },
  play: inBothDirections(
    async ({ canvasElement }) => {
      await expect(
        within(canvasElement).getByRole("button", { name: "Back to top" }),
      ).toBeVisible();
    },
    async ({ canvasElement }) => {
      const button = within(canvasElement).getByRole("button", { name: "العودة إلى الأعلى" });
      await expect(button.getBoundingClientRect().left).toBeLessThan(window.innerWidth / 2);
      const arrow = button.querySelector("svg") as SVGElement;
      await expect(getComputedStyle(arrow).scale).toBe("none");
    },
  ),
};

/** Hidden and shown, taken out of the fixed corner for review. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="flex items-center gap-6">
      <ScrollToTop scroller={{ ...scrolledPage, getScrollTop: () => 0 }} placement="inline" />
      <ScrollToTop scroller={scrolledPage} placement="inline" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = canvasElement.querySelectorAll('[data-slot="scroll-to-top"]');
    await expect([...buttons].map((b) => b.getAttribute("data-state"))).toEqual([
      "hidden",
      "visible",
    ]);
  },
};
