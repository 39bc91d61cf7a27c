import {
  ChevronEndIcon,
  CloseIcon,
  CopyIcon,
  DownloadIcon,
  IconButton,
  type IconButtonVariant,
  MenuIcon,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { langOf } from "./support/feedbackStoryHelpers";

const meta = {
  title: "Components/IconButton",
  component: IconButton,
  args: { label: "Open the menu", children: <MenuIcon />, onClick: fn() },
  argTypes: {
    variant: { control: "select", options: ["ghost", "primary", "secondary", "outline", "danger"] },
    children: { control: false },
    asChild: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const VARIANTS: readonly IconButtonVariant[] = [
  "ghost",
  "primary",
  "secondary",
  "outline",
  "danger",
];

const ICONS = [
  { Icon: MenuIcon, en: "Open the menu", ar: "افتح القائمة" },
  { Icon: CloseIcon, en: "Close", ar: "إغلاق" },
  { Icon: CopyIcon, en: "Copy the IP address", ar: "انسخ عنوان IP" },
  { Icon: DownloadIcon, en: "Download for Windows", ar: "نزّل لنظام Windows" },
  { Icon: ChevronEndIcon, en: "Next", ar: "التالي" },
] as const;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Open the menu" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // 44 × 44 px touch target (DESIGN-LANGUAGE.md).
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};

export const Primary: Story = { args: { variant: "primary" } };
export const Danger: Story = {
  args: { variant: "danger", label: "Unbind device", children: <CloseIcon /> },
};

export const AsLink: Story = {
  args: { asChild: true, variant: "outline", label: "Download for Windows" },
  render: (args) => (
    <IconButton {...args}>
      <a href="#download">
        <DownloadIcon />
      </a>
    </IconButton>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Download for Windows" });
    await expect(link).toHaveAttribute("href", "#download");
  },
};

/** Every variant with every icon; the last one points along the line and mirrors in Arabic. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const lang = langOf(globals.locale);
    return (
      <div className="flex flex-col gap-4">
        {VARIANTS.map((variant) => (
          <div key={variant} className="flex items-center gap-3">
            <span className="w-24 text-sm font-semibold">{variant}</span>
            {ICONS.map(({ Icon, ...label }) => (
              <IconButton key={label.en} variant={variant} label={label[lang]}>
                <Icon />
              </IconButton>
            ))}
            <IconButton variant={variant} label={ICONS[0][lang]} disabled>
              <MenuIcon />
            </IconButton>
          </div>
        ))}
      </div>
    );
  },
  play: inBothDirections(
    async ({ canvasElement }) => {
      const buttons = within(canvasElement).getAllByRole("button");
      await expect(buttons).toHaveLength(VARIANTS.length * (ICONS.length + 1));
      for (const button of buttons) await expect(button).toHaveAccessibleName();
    },
    async (context) => {
      const next = within(context.canvasElement).getAllByRole("button", { name: "التالي" })[0];
      const icon = next?.querySelector("svg") as SVGElement;
      await expect(getComputedStyle(icon).scale).toBe("-1 1");
    },
    { shared: true },
  ),
};
