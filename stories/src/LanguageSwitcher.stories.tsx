import { LanguageSwitcher, type LanguageSwitcherProps } from "@mvpn/design-system";
import { SELECTABLE_LOCALES } from "@mvpn/locales";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { pageLocale } from "./support/compositionStories";
import { inBothDirections } from "./support/directions";
import { inPage } from "./support/feedbackStoryHelpers";

const meta = {
  title: "Components/LanguageSwitcher",
  component: LanguageSwitcher,
  args: { current: "en", onSelect: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: ["menu", "inline"] },
    tone: { control: "inline-radio", options: ["default", "inverse"] },
    renderLink: { control: false },
    hrefFor: { control: false },
    locales: { control: false },
  },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps the chosen language, as the site would after navigating. */
function Stateful(props: LanguageSwitcherProps) {
  const [current, setCurrent] = useState(props.current);
  return (
    <LanguageSwitcher
      {...props}
      current={current}
      onSelect={(code) => {
        props.onSelect?.(code);
        setCurrent(code);
      }}
    />
  );
}

/** Room under the button for the open menu of eleven languages. */
const MENU_ROOM = "min-h-[36rem]";

/** Opened, moved through and chosen with the keyboard alone. */
export const Menu: Story = {
  // The keyboard walk-through is scripted in English: in Arabic it would stop at
  // the first name and show the story's starting state again, so it is pinned.
  globals: { locale: "en" },
  // The button sits at the start of the canvas, so the menu lines up with that edge.
  args: { align: "start" },
  render: (args, { globals }) => (
    <div className={MENU_ROOM}>
      <Stateful {...args} current={pageLocale(globals.locale)} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The menu is portalled to the end of the body, out of the canvas.
    const page = inPage(canvasElement);
    const button = canvas.getByRole("button", { name: "Language: English" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    // Opens on the current language, checked (once the menu's code has loaded).
    const english = await page.findByRole("menuitemradio", { name: "English" });
    await waitFor(() => expect(english).toHaveFocus());
    await expect(english).toHaveAttribute("aria-checked", "true");
    await userEvent.keyboard("{ArrowDown}");
    await expect(page.getByRole("menuitemradio", { name: "العربية" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(page.getByRole("menuitemradio", { name: "Русский" })).toHaveFocus();
    // Typing a letter jumps to the language that starts with it.
    await userEvent.keyboard("f");
    await expect(page.getByRole("menuitemradio", { name: "Français" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    // The button Radix rendered when the menu first opened.
    const trigger = canvas.getByRole("button", { name: "Language: English" });
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onSelect).not.toHaveBeenCalled();
    // Choose German.
    await userEvent.keyboard("{ArrowDown}d{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith("de");
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(canvas.getByRole("button", { name: "Language: Deutsch" })).toBe(trigger);
    // Leave the menu open for the screenshot.
    await userEvent.keyboard("{ArrowDown}");
    await expect(page.getByRole("menu")).toBeVisible();
  },
};

/**
 * Each language as a link to the same page in that language: crawlable,
 * works without JavaScript. In Arabic the menu, portalled out of the page,
 * gets the locale's direction from the DirectionProvider; the names stay in
 * their own scripts.
 */
export const Links: Story = {
  tags: ["rtl"],
  args: { align: "start" },
  render: (args, { globals }) => (
    <div className={MENU_ROOM}>
      <LanguageSwitcher
        {...args}
        current={pageLocale(globals.locale)}
        hrefFor={(code) => (code === "en" ? "#/pricing" : `#/${code}/pricing`)}
      />
    </div>
  ),
  play: inBothDirections(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole("button", { name: /Language/ }));
      const page = inPage(canvasElement);
      const italian = await page.findByRole("menuitemradio", { name: "Italiano" });
      await expect(italian).toHaveAttribute("href", "#/it/pricing");
      await expect(italian).toHaveAttribute("hreflang", "it-IT");
      await expect(within(italian).getByText("Italiano")).toHaveAttribute("lang", "it-IT");
    },
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole("button", { name: "اللغة: العربية" }));
      const menu = await inPage(canvasElement).findByRole("menu");
      await expect(menu).toBeVisible();
      await expect(menu).toHaveAttribute("dir", "rtl");
      const german = within(menu).getByRole("menuitemradio", { name: "Deutsch" });
      await expect(german).toHaveAttribute("href", "#/de/pricing");
    },
  ),
};

/**
 * Every language in a row: the arrow keys move along it, Enter chooses. In
 * Arabic the row is mirrored, so ArrowLeft moves forward (the it.each
 * table's `ar` row).
 */
export const Inline: Story = {
  tags: ["rtl"],
  args: { variant: "inline" },
  render: (args, { globals }) => <Stateful {...args} current={pageLocale(globals.locale)} />,
  play: inBothDirections(inlineInEnglish, async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("menuitemradio", { name: "العربية" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("menuitemradio", { name: "Deutsch" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(canvas.getByRole("menuitemradio", { name: "English" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith("de");
  }),
};

async function inlineInEnglish({
  args,
  canvasElement,
}: {
  args: { onSelect?: (code: string) => void };
  canvasElement: HTMLElement;
  globals: Record<string, unknown>;
}) {
  const canvas = within(canvasElement);
  const row = canvas.getByRole("menubar", { name: "Language" });
  await expect(row).toBeInTheDocument();
  await userEvent.tab();
  await expect(canvas.getByRole("menuitemradio", { name: "English" })).toHaveFocus();
  await userEvent.keyboard("{ArrowRight}");
  await expect(canvas.getByRole("menuitemradio", { name: "العربية" })).toHaveFocus();
  await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
  await expect(canvas.getByRole("menuitemradio", { name: "Русский" })).toHaveFocus();
  await userEvent.keyboard("{Home}n{Enter}");
  await expect(args.onSelect).toHaveBeenCalledWith("nl");
  await expect(canvas.getByRole("menuitemradio", { name: "Nederlands" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
}

/** On the dark footer: the menu opens upwards. */
export const OnDark: Story = {
  args: { tone: "inverse", side: "top", align: "start" },
  render: (args, { globals }) => (
    <div className="bg-surface-inverse text-text-inverse rounded-card flex min-h-[38rem] flex-col justify-end gap-6 p-6">
      <LanguageSwitcher {...args} current={pageLocale(globals.locale)} variant="inline" />
      <div>
        <LanguageSwitcher {...args} current={pageLocale(globals.locale)} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /Language/ }));
    const menu = await inPage(canvasElement).findByRole("menu");
    const trigger = canvas.getByRole("button", { name: /Language/ });
    await waitFor(() =>
      expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        trigger.getBoundingClientRect().top,
      ),
    );
  },
};

function AllSwitchers({ current }: { current: string }) {
  const few = SELECTABLE_LOCALES.filter((l) => ["en", "ar", "de", "ja"].includes(l.code));
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center gap-6">
        <LanguageSwitcher current={current} />
        <LanguageSwitcher current={current} locales={few} />
      </div>
      <LanguageSwitcher current={current} variant="inline" />
      <div className="bg-surface-inverse rounded-card flex flex-col gap-4 p-6">
        <div>
          <LanguageSwitcher current={current} tone="inverse" />
        </div>
        <LanguageSwitcher current={current} tone="inverse" variant="inline" />
      </div>
    </div>
  );
}

/** Both variants, light and dark, for visual review. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllSwitchers current={pageLocale(globals.locale)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("button", { expanded: false })).toHaveLength(3);
    await expect(canvas.getAllByRole("menubar")).toHaveLength(2);
  },
};
