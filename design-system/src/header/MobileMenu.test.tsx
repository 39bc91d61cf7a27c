import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { Header } from "./Header";

// A file of its own: the sheet's code is not loaded yet when it starts
// (Header.test.tsx loads it up front).
describe("given the mobile menu before its sheet's code has arrived", () => {
  it("should hold a plain menu button, then open the sheet on the first press and return focus", async () => {
    const user = userEvent.setup();
    render(
      <LocaleProvider locale="en">
        <Header brand={<a href="/">mVPN</a>} links={[{ href: "/pricing", label: "Pricing" }]} />
      </LocaleProvider>,
    );
    const button = screen.getByRole("button", { name: "Menu" });
    expect(button).toHaveAttribute("aria-haspopup", "dialog");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(document.querySelector('[data-slot="header-menu-panel"]')).toBeNull();

    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    // The same button element all along: nothing remounts or shifts.
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(button).toHaveAttribute("aria-controls", dialog.id);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
