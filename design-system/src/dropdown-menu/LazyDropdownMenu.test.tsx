import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { LazyDropdownMenu } from "./LazyDropdownMenu";

function renderMenu(locale = "en") {
  const user = userEvent.setup();
  const onFruit = vi.fn();
  render(
    <LocaleProvider locale={locale}>
      <button type="button">Before</button>
      <LazyDropdownMenu
        slot="fruit-menu"
        initialFocus="first"
        trigger={<button type="button">Fruit</button>}
      >
        {(menu, close) =>
          ["Apple", "Banana", "Cherry"].map((fruit) => (
            <menu.Item key={fruit} asChild>
              <button
                type="button"
                onClick={() => {
                  close();
                  onFruit(fruit);
                }}
              >
                {fruit}
              </button>
            </menu.Item>
          ))
        }
      </LazyDropdownMenu>
      <button type="button">After</button>
    </LocaleProvider>,
  );
  return { user, onFruit };
}

const trigger = () => screen.getByRole("button", { name: "Fruit" });
const item = (name: string) => screen.getByRole("menuitem", { name });

describe("given a menu button whose menu has not been opened yet", () => {
  it("should be a closed menu button with no menu in the page", () => {
    renderMenu();
    expect(trigger()).toHaveAttribute("aria-haspopup", "menu");
    expect(trigger()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("menu")).toBeNull();
  });

  // Whether the menu's code is still loading or already there, the key press is kept.
  it.each([
    ["{Enter}", "Apple"],
    ["{ArrowDown}", "Apple"],
    ["{ArrowUp}", "Cherry"],
  ])("should open on the first %s and focus %s", async (key, focused) => {
    const { user } = renderMenu();
    trigger().focus();
    await user.keyboard(key);
    await waitFor(() => expect(item(focused)).toHaveFocus());
    expect(trigger()).toHaveAttribute("aria-expanded", "true");
  });

  it("should open on a click too, on the same item as a key", async () => {
    const { user } = renderMenu();
    await user.click(trigger());
    await waitFor(() => expect(item("Apple")).toHaveFocus());
    await user.click(trigger());
    expect(screen.queryByRole("menu")).toBeNull();
    await user.click(trigger());
    await waitFor(() => expect(item("Apple")).toHaveFocus());
  });
});

describe("given an open menu", () => {
  async function openMenu(locale?: string) {
    const rendered = renderMenu(locale);
    trigger().focus();
    await rendered.user.keyboard("{ArrowDown}");
    await waitFor(() => expect(item("Apple")).toHaveFocus());
    return rendered;
  }

  it("should be portalled with the locale's direction and its slot", async () => {
    await openMenu("ar");
    const menu = screen.getByRole("menu", { name: "Fruit" });
    expect(menu).toHaveAttribute("dir", "rtl");
    expect(menu).toHaveAttribute("data-slot", "fruit-menu");
  });

  it("should leave the page usable: not modal", async () => {
    await openMenu();
    // Nothing outside the menu is hidden from assistive technology.
    expect(screen.getByRole("button", { name: "After" })).toBeInTheDocument();
    expect(trigger()).toHaveAttribute("aria-expanded", "true");
  });

  it("should close on Tab and move focus on from the button", async () => {
    const { user } = await openMenu();
    await user.tab();
    expect(screen.queryByRole("menu")).toBeNull();
    expect(screen.getByRole("button", { name: "After" })).toHaveFocus();
  });

  it("should close on Shift+Tab and move focus back from the button", async () => {
    const { user } = await openMenu();
    await user.tab({ shift: true });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(screen.getByRole("button", { name: "Before" })).toHaveFocus();
  });

  it("should choose with Enter, close and return focus to the button", async () => {
    const { user, onFruit } = await openMenu();
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onFruit).toHaveBeenCalledWith("Banana");
    expect(screen.queryByRole("menu")).toBeNull();
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it("should jump to the item starting with a typed letter", async () => {
    const { user } = await openMenu();
    await user.keyboard("c");
    expect(item("Cherry")).toHaveFocus();
  });
});
