import {
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  Button,
  type ButtonSize,
  type ButtonVariant,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { argsFromSite } from "./support/siteArgs";
import { type SiteMessage, siteCopy } from "./support/siteCopy";

/** Where the site shows each variant: the home page, the checkout, the account, the about page. */
const CATALOGS = ["home", "pricing", "myaccount", "aboutus"] as const;

/** One label per variant, as the site writes it on a button of that variant. */
const labelsOf = (t: SiteMessage): Record<ButtonVariant, string> => ({
  primary: t("home.hero.plans"),
  secondary: t("home.hero.secondary"),
  outline: t("home.pricing.action"),
  ghost: t("pricing.checkout.wallet.cancel"),
  danger: t("myaccount.device.unbind"),
  link: t("aboutus.hero.secondary"),
});
const labelsFor = (locale: unknown) => labelsOf(siteCopy(locale, ...CATALOGS));

/** A variant's label as the story's `children`, in every locale. */
const labelArgs = (variant: ButtonVariant) =>
  argsFromSite(CATALOGS, (t) => ({ children: labelsOf(t)[variant] }));

const meta = {
  title: "Components/Button",
  component: Button,
  args: { children: labelsFor("en").primary, onClick: fn() },
  argTypes: {
    variant: { control: "select", options: BUTTON_VARIANTS },
    size: { control: "select", options: BUTTON_SIZES },
    asChild: { control: false },
  },
  parameters: { argsByLocale: labelArgs("primary") },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A download glyph: it points down, so it must not flip in right-to-left. */
function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M12 3v12m0 0-5-5m5 5 5-5M5 21h14" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const Primary: Story = {
  tags: ["rtl"],
  args: { variant: "primary" },
  play: inBothDirections(
    async ({ args, canvasElement }) => {
      const button = within(canvasElement).getByRole("button", { name: labelsFor("en").primary });
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      await userEvent.keyboard(" ");
      await expect(args.onClick).toHaveBeenCalledTimes(2);
    },
    async ({ canvasElement, globals }) => {
      const name = labelsFor(globals.locale).primary;
      const button = within(canvasElement).getByRole("button", { name });
      await expect(getComputedStyle(button).direction).toBe("rtl");
    },
  ),
};

export const Secondary: Story = {
  args: { variant: "secondary" },
  parameters: { argsByLocale: labelArgs("secondary") },
};

export const Outline: Story = {
  args: { variant: "outline" },
  parameters: { argsByLocale: labelArgs("outline") },
};

export const Ghost: Story = {
  args: { variant: "ghost" },
  parameters: { argsByLocale: labelArgs("ghost") },
};

export const Danger: Story = {
  args: { variant: "danger" },
  // The danger colour is a functional token, one for every brand: shot in the master brand only.
  parameters: { argsByLocale: labelArgs("danger"), brands: ["master"] },
};

export const Link: Story = {
  args: { variant: "link" },
  parameters: { argsByLocale: labelArgs("link") },
};

const SIZE_ROW = "flex flex-wrap items-center gap-4";

export const Sizes: Story = {
  render: (args, { globals }) => (
    <div className={SIZE_ROW}>
      {BUTTON_SIZES.map((size) =>
        size === "icon" ? (
          <Button key={size} {...args} size={size} aria-label={labelsFor(globals.locale).secondary}>
            <DownloadIcon />
          </Button>
        ) : (
          <Button key={size} {...args} size={size}>
            {args.children}
          </Button>
        ),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole("button");
    await expect(buttons.map((b) => b.dataset.size)).toEqual([...BUTTON_SIZES]);
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: "outline" },
  render: (args, { globals }) => (
    <Button {...args}>
      <a href="#pricing">{labelsFor(globals.locale).primary}</a>
    </Button>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: labelsFor(globals.locale).primary });
    await expect(link).toHaveAttribute("href", "#pricing");
    await expect(link).toHaveAttribute("data-slot", "button");
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/**
 * The primary button disabled: it keeps the brand's accent, faded, so a
 * disabled button looks different in each brand (the danger colours do not).
 */
export const Disabled: Story = {
  args: { disabled: true, variant: "primary" },
  play: async ({ args, canvasElement, globals }) => {
    const name = labelsFor(globals.locale).primary;
    const button = within(canvasElement).getByRole("button", { name });
    await expect(button).toBeDisabled();
    // The button has `pointer-events: none`; click it anyway, as a script could.
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

function AllVariantsAndSizes({ locale }: { locale: unknown }) {
  const labels = labelsFor(locale);
  return (
    <div className="flex flex-col gap-6">
      {BUTTON_VARIANTS.map((variant) => (
        <section key={variant} className="flex flex-col gap-2">
          <h2 className="text-sm font-semibold">{variant}</h2>
          <div className={SIZE_ROW}>
            {BUTTON_SIZES.map((size: ButtonSize) =>
              size === "icon" ? (
                <Button key={size} variant={variant} size={size} aria-label={labels.secondary}>
                  <DownloadIcon />
                </Button>
              ) : (
                <Button key={size} variant={variant} size={size}>
                  {labels[variant]}
                </Button>
              ),
            )}
            <Button variant={variant} disabled>
              {labels[variant]}
            </Button>
          </div>
        </section>
      ))}
    </div>
  );
}

/** Every variant × size (and disabled), for visual review of a brand at a glance. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllVariantsAndSizes locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole("button");
    await expect(buttons).toHaveLength(BUTTON_VARIANTS.length * (BUTTON_SIZES.length + 1));
  },
};
