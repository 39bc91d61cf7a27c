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
import { argsFromSite } from "./support/siteArgs";
import { type SiteMessage, siteCopy } from "./support/siteCopy";

/** Where the site has an action an icon can stand for: the blog, the promotion bar, the leak test, the downloads, the home page, the account. */
const CATALOGS = ["blog", "header", "webrtc-leak-test", "download", "home", "myaccount"] as const;

/** Each icon with the site's words for its action. */
const ICONS = [
  { Icon: MenuIcon, label: (t: SiteMessage) => t("blog.nav.label") },
  { Icon: CloseIcon, label: (t: SiteMessage) => t("header.promoBannerClose") },
  { Icon: CopyIcon, label: (t: SiteMessage) => t("webrtc-leak-test.copy.action") },
  { Icon: DownloadIcon, label: (t: SiteMessage) => t("download.windows.hero.primary") },
  { Icon: ChevronEndIcon, label: (t: SiteMessage) => t("home.network.all") },
] as const;

const [MENU, , , DOWNLOAD, NEXT] = ICONS;

/** Unbinding the Windows app from the account (/myaccount's devices). */
const unbindLabel = (t: SiteMessage) =>
  t("myaccount.device.unbindLabel", { app: t("myaccount.device.windowsApp") });

const copyOf = (locale: unknown) => siteCopy(locale, ...CATALOGS);

const meta = {
  title: "Components/IconButton",
  component: IconButton,
  args: { label: MENU.label(copyOf("en")), children: <MenuIcon />, onClick: fn() },
  argTypes: {
    variant: { control: "select", options: ["ghost", "primary", "secondary", "outline", "danger"] },
    children: { control: false },
    asChild: { control: false },
  },
  parameters: { argsByLocale: argsFromSite(CATALOGS, (t) => ({ label: MENU.label(t) })) },
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

export const Default: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const name = MENU.label(copyOf(globals.locale));
    const button = within(canvasElement).getByRole("button", { name });
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
  args: { variant: "danger", label: unbindLabel(copyOf("en")), children: <CloseIcon /> },
  parameters: { argsByLocale: argsFromSite(CATALOGS, (t) => ({ label: unbindLabel(t) })) },
};

export const AsLink: Story = {
  args: { asChild: true, variant: "outline", label: DOWNLOAD.label(copyOf("en")) },
  parameters: { argsByLocale: argsFromSite(CATALOGS, (t) => ({ label: DOWNLOAD.label(t) })) },
  render: (args) => (
    <IconButton {...args}>
      <a href="#download">
        <DownloadIcon />
      </a>
    </IconButton>
  ),
  play: async ({ canvasElement, globals }) => {
    const name = DOWNLOAD.label(copyOf(globals.locale));
    const link = within(canvasElement).getByRole("link", { name });
    await expect(link).toHaveAttribute("href", "#download");
  },
};

/** Every variant with every icon; the last one points along the line and mirrors in Arabic. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const t = copyOf(globals.locale);
    return (
      <div className="flex flex-col gap-4">
        {VARIANTS.map((variant) => (
          <div key={variant} className="flex items-center gap-3">
            <span className="w-24 text-sm font-semibold">{variant}</span>
            {ICONS.map(({ Icon, label }) => (
              <IconButton key={label(t)} variant={variant} label={label(t)}>
                <Icon />
              </IconButton>
            ))}
            <IconButton variant={variant} label={MENU.label(t)} disabled>
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
    async ({ canvasElement, globals }) => {
      const name = NEXT.label(copyOf(globals.locale));
      const next = within(canvasElement).getAllByRole("button", { name })[0];
      const icon = next?.querySelector("svg") as SVGElement;
      await expect(getComputedStyle(icon).scale).toBe("-1 1");
    },
    { shared: true },
  ),
};
