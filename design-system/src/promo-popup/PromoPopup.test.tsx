import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { PromoPopup } from "./PromoPopup";
import { PROMO_POPUP_FLAVOURS, type PromoPopupFlavour } from "./promoPopupVariants";

function Popup({
  flavour = "brand",
  onOpenChange,
}: {
  flavour?: PromoPopupFlavour;
  onOpenChange?: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <PromoPopup
      flavour={flavour}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
      title="Weekend deal"
      body="[accent]Save @(0)%[/accent] on every plan"
      values={[59]}
      cta={<a href="/pricing">Get the deal</a>}
      image={<svg role="img" aria-label="Gift" viewBox="0 0 10 10" />}
    />
  );
}

describe("given an open PromoPopup", () => {
  it("should be a dialog named by its title and described by its body", () => {
    render(<Popup />);
    const dialog = screen.getByRole("dialog", { name: "Weekend deal" });
    expect(dialog).toHaveAccessibleDescription("Save 59% on every plan");
    expect(dialog).toHaveAttribute("data-promo-popup", "brand");
  });

  it("should render the call to action as a link with the primary button's look", () => {
    render(<Popup />);
    const link = screen.getByRole("link", { name: "Get the deal" });
    expect(link).toHaveAttribute("href", "/pricing");
    expect(link).toHaveClass("bg-accent", "text-on-accent", "h-13");
  });

  it("should show the image slot", () => {
    render(<Popup />);
    expect(screen.getByRole("img", { name: "Gift" })).toBeInTheDocument();
  });

  it("should close on Escape and tell the site", async () => {
    const onOpenChange = vi.fn();
    render(<Popup onOpenChange={onOpenChange} />);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("should close from its × button, labelled in the page's language", async () => {
    render(
      <LocaleProvider locale="fr">
        <Popup />
      </LocaleProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Fermer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("should put the dialog in the locale's direction, since it is portalled", () => {
    render(
      <LocaleProvider locale="ar">
        <Popup />
      </LocaleProvider>,
    );
    expect(screen.getByRole("dialog")).toHaveAttribute("dir", "rtl");
  });

  it.each([
    ["brand", "text-on-brand-accent"],
    ["brand-framed", "text-on-brand-accent"],
    ["light", "text-text-accent"],
    ["sheet", "text-text-accent"],
  ] as const)("should colour the %s body for its surface", (flavour, accentClass) => {
    render(<Popup flavour={flavour} />);
    const segment = screen.getByRole("dialog").querySelector('[data-tone="accent"]');
    expect(segment).toHaveClass(accentClass);
  });

  it.each(PROMO_POPUP_FLAVOURS)("should style the %s flavour", (flavour) => {
    render(<Popup flavour={flavour} />);
    expect(screen.getByRole("dialog")).toHaveAttribute("data-promo-popup", flavour);
  });

  it("should render nothing while closed", () => {
    render(<PromoPopup flavour="light" open={false} title="Workday deal" />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("should render a body that is not a string as it is", () => {
    render(<PromoPopup flavour="brand-framed" open title="Festival" body={<em>Only today</em>} />);
    expect(screen.getByRole("dialog")).toHaveAccessibleDescription("Only today");
  });
});
