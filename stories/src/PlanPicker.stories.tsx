import { PlanCard, PlanPicker } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ComponentProps, useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { CURRENCIES, plansFor, planTitles } from "./support/commerceFixtures";
import { PAGE_VIEWPORTS, pageLocale } from "./support/compositionStories";
import { inBothDirections } from "./support/directions";

type Currency = (typeof CURRENCIES)[number];

/** The radio values of the site's plans, 1, 12 and 24 months: their ids, alike in every currency. */
const [{ value: MONTHLY }, { value: YEARLY }, { value: TWO_YEARS }] = plansFor("USD");

/** A picker with the three plans, its choice held in state like a checkout page would. */
function Plans({
  locale,
  currency = "USD",
  onValueChange,
}: {
  locale: unknown;
  currency?: Currency;
  onValueChange?: ComponentProps<typeof PlanPicker>["onValueChange"];
}) {
  const [value, setValue] = useState(YEARLY);
  const titles = planTitles(pageLocale(locale));
  const [monthly, yearly, twoYears] = plansFor(currency);
  return (
    <PlanPicker
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
    >
      <PlanCard {...monthly} title={titles[0]} />
      <PlanCard {...yearly} title={titles[1]} recommended />
      <PlanCard {...twoYears} title={titles[2]} />
    </PlanPicker>
  );
}

const meta = {
  title: "Components/PlanPicker",
  component: PlanPicker,
  args: { onValueChange: fn() },
  // The cards in a row on a desktop, stacked on a phone.
  parameters: { layout: "fullscreen", viewports: PAGE_VIEWPORTS },
  render: (args, { globals }) => (
    <Plans locale={globals.locale} onValueChange={args.onValueChange} />
  ),
} satisfies Meta<typeof PlanPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Radix moves focus a tick after keydown and chooses the radio only if the
 * arrow is still down then, as it is under a finger: hold, then release.
 */
async function press(key: string) {
  await userEvent.keyboard(`{${key}>}`);
  await userEvent.keyboard(`{/${key}}`);
}

const checked = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole("radio")
    .find((radio) => radio.getAttribute("aria-checked") === "true")
    ?.getAttribute("data-plan-id");

/** The 12-month plan's radio, by its title: its price follows in the name. */
function yearlyPlan(locale: string) {
  const title = planTitles(locale)[1] ?? "";
  return (name: string) => name.startsWith(title);
}

/** Tab enters at the chosen plan; the arrow keys move the choice. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radiogroup", { name: "Choose a plan" })).toBeVisible();
    await expect(checked(canvasElement)).toBe(YEARLY);
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: yearlyPlan("en") })).toHaveFocus();
    await press("ArrowRight");
    await waitFor(() => expect(checked(canvasElement)).toBe(TWO_YEARS));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(TWO_YEARS);
    await press("ArrowLeft");
    await press("ArrowLeft");
    await waitFor(() => expect(checked(canvasElement)).toBe(MONTHLY));
    await press("ArrowDown");
    await waitFor(() => expect(checked(canvasElement)).toBe(YEARLY));
  },
};

/** A click chooses too. */
/** Choose the monthly plan: with a click, and in Arabic with the arrows, which follow the mirrored row. */
export const Click: Story = {
  tags: ["rtl"],
  play: inBothDirections(
    async ({ args, canvasElement }) => {
      // By value, not by name: the same click in every locale.
      const monthly = canvasElement.querySelector<HTMLElement>(
        `[role="radio"][value="${MONTHLY}"]`,
      );
      if (!monthly) throw new Error("no 1-month plan");
      await userEvent.click(monthly);
      await expect(checked(canvasElement)).toBe(MONTHLY);
      await expect(args.onValueChange).toHaveBeenCalledWith(MONTHLY);
    },
    async ({ canvasElement, globals }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole("radiogroup", { name: "اختر خطة" })).toBeVisible();
      await userEvent.tab();
      await expect(
        canvas.getByRole("radio", { name: yearlyPlan(pageLocale(globals.locale)) }),
      ).toHaveFocus();
      await press("ArrowLeft");
      await waitFor(() => expect(checked(canvasElement)).toBe(TWO_YEARS));
      await press("ArrowRight");
      await press("ArrowRight");
      await waitFor(() => expect(checked(canvasElement)).toBe(MONTHLY));
      // The first plan sits on the right: the row is mirrored.
      const [first, second] = canvas.getAllByRole("radio");
      if (window.innerWidth >= 768 && first && second) {
        await expect(first.getBoundingClientRect().left).toBeGreaterThan(
          second.getBoundingClientRect().left,
        );
      }
    },
  ),
};

function AllPickers({ locale }: { locale: unknown }) {
  return (
    <div className="flex flex-col gap-10">
      {CURRENCIES.map((currency) => (
        <Plans key={currency} locale={locale} currency={currency} />
      ))}
    </div>
  );
}

/** The picker in each currency. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllPickers locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("radiogroup")).toHaveLength(4);
  },
};

/** In Arabic the row runs right to left, so ArrowLeft moves to the next plan. */
