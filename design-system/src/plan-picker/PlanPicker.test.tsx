import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { MONTHLY, TWO_YEARS, YEARLY } from "../plan-card/__fixtures__/plans";
import { PlanCard } from "../plan-card/PlanCard";
import { PlanPicker } from "./PlanPicker";

function Plans({
  locale = "en",
  onValueChange,
  disabledId,
}: {
  locale?: string;
  onValueChange?: (value: string) => void;
  disabledId?: string;
}) {
  const [value, setValue] = useState("12");
  return (
    <LocaleProvider locale={locale}>
      <PlanPicker
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange?.(next);
        }}
      >
        <PlanCard {...MONTHLY} title="1 month" disabled={disabledId === "1"} />
        <PlanCard {...YEARLY} title="12 months" recommended />
        <PlanCard {...TWO_YEARS} title="24 months" disabled={disabledId === "24"} />
      </PlanPicker>
    </LocaleProvider>
  );
}

/**
 * Radix moves focus on the next tick after keydown and checks the radio only
 * if the arrow is still down then, as it is under a person's finger; a
 * press-and-release in one step would only move focus.
 */
async function press(key: string, times = 1) {
  for (let i = 0; i < times; i++) {
    await userEvent.keyboard(`{${key}>}`);
    await userEvent.keyboard(`{/${key}}`);
  }
}

const checkedTitle = () =>
  screen
    .getAllByRole("radio")
    .find((radio) => radio.getAttribute("aria-checked") === "true")
    ?.querySelector("[data-slot=plan-card-title]")?.textContent;

describe("given a PlanPicker", () => {
  it("should be a radio group named Choose a plan, one radio per plan", () => {
    render(<Plans />);
    expect(screen.getByRole("radiogroup", { name: "Choose a plan" })).toBeInTheDocument();
    expect(screen.getAllByRole("radio")).toHaveLength(3);
    expect(checkedTitle()).toBe("12 months");
  });

  it("should name each radio by its title and monthly price and describe it by the rest", () => {
    render(<Plans />);
    const radio = screen.getByRole("radio", { name: "12 months $4.99 per month" });
    expect(radio).toHaveAccessibleDescription(
      "Best value Save 58% Total billed: Was $143.88 $59.88 Renews at $143.88",
    );
    expect(
      screen.getByRole("radio", { name: "24 months $3.49 per month" }),
    ).toHaveAccessibleDescription(
      "Save 71% Total billed: Was $287.76 $83.76 Renews at $287.76 Start with a $0.99 trial",
    );
  });

  it("should leave out a card's call to action: a radio holds nothing interactive", () => {
    render(
      <LocaleProvider locale="en">
        <PlanPicker value="12" onValueChange={() => {}}>
          <PlanCard {...YEARLY} title="12 months" action={<a href="/checkout/12">Get it</a>} />
        </PlanPicker>
      </LocaleProvider>,
    );
    expect(screen.getByRole("radio")).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("should choose a plan on click", async () => {
    const onValueChange = vi.fn();
    render(<Plans onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole("radio", { name: /^24 months/ }));
    expect(onValueChange).toHaveBeenCalledWith("24");
    expect(checkedTitle()).toBe("24 months");
  });

  it("should enter the group at the chosen plan with Tab", async () => {
    render(<Plans />);
    await userEvent.tab();
    expect(screen.getByRole("radio", { name: /^12 months/ })).toHaveFocus();
  });

  // Radix reads the direction from the LocaleProvider: in Arabic the row runs
  // right to left, so ArrowLeft moves to the next plan.
  it.each([
    { locale: "en", forward: "ArrowRight", back: "ArrowLeft" },
    { locale: "ar", forward: "ArrowLeft", back: "ArrowRight" },
    { locale: "en", forward: "ArrowDown", back: "ArrowUp" },
    { locale: "ar", forward: "ArrowDown", back: "ArrowUp" },
  ])(
    "should move the choice with $forward and $back in $locale",
    async ({ locale, forward, back }) => {
      render(<Plans locale={locale} />);
      await userEvent.tab();
      await press(forward);
      expect(checkedTitle()).toBe("24 months");
      expect(screen.getByRole("radio", { name: /^24 months/ })).toHaveFocus();
      await press(back, 2);
      expect(checkedTitle()).toBe("1 month");
    },
  );

  it("should wrap around at the ends", async () => {
    render(<Plans />);
    await userEvent.tab();
    await press("ArrowRight", 2);
    expect(checkedTitle()).toBe("1 month");
  });

  it("should skip a disabled plan", async () => {
    render(<Plans disabledId="24" />);
    await userEvent.tab();
    await press("ArrowRight");
    expect(checkedTitle()).toBe("1 month");
  });

  it("should put the recommended plan first on phones only, and keep the DOM order", () => {
    render(<Plans />);
    const radios = screen.getAllByRole("radio");
    expect(radios.map((radio) => radio.dataset.planId)).toEqual(["1", "12", "24"]);
    expect(radios[1]).toHaveClass("max-md:order-first");
    expect(radios[0]).not.toHaveClass("max-md:order-first");
    expect(screen.getByRole("radiogroup")).toHaveClass("grid-cols-1", "md:grid-flow-col");
  });

  it("should show the chosen state with a filled indicator and a ring, not colour alone", () => {
    render(<Plans />);
    const radio = screen.getByRole("radio", { name: /^12 months/ });
    expect(radio).toHaveAttribute("data-state", "checked");
    expect(radio).toHaveClass("data-[state=checked]:ring-2");
    expect(radio.querySelector("[data-slot=plan-card-indicator]")).toBeInTheDocument();
  });

  it.each([
    ["ar", "اختر خطة"],
    ["de", "Tarif wählen"],
  ])("should name the group in %s", (locale, name) => {
    render(<Plans locale={locale} />);
    expect(screen.getByRole("radiogroup", { name })).toBeInTheDocument();
  });

  it("should let a visible heading name the group instead", () => {
    render(
      <>
        <h2 id="plans-heading">Pick your plan</h2>
        <PlanPicker aria-labelledby="plans-heading" defaultValue="1">
          <PlanCard {...MONTHLY} title="1 month" />
        </PlanPicker>
      </>,
    );
    const group = screen.getByRole("radiogroup", { name: "Pick your plan" });
    expect(group).not.toHaveAttribute("aria-label");
  });
});
