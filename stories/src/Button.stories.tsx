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

const meta = {
  title: "Components/Button",
  component: Button,
  args: { children: "See plans", onClick: fn() },
  argTypes: {
    variant: { control: "select", options: BUTTON_VARIANTS },
    size: { control: "select", options: BUTTON_SIZES },
    asChild: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labels a reviewer would meet on the site, one per variant, in both directions. */
const LABELS: Record<"en" | "ar", Record<ButtonVariant, string>> = {
  en: {
    primary: "See plans",
    secondary: "Download the app",
    outline: "Compare plans",
    ghost: "Cancel",
    danger: "Delete device",
    link: "Contact support",
  },
  ar: {
    primary: "اطّلع على الخطط",
    secondary: "نزّل التطبيق",
    outline: "قارن الخطط",
    ghost: "إلغاء",
    danger: "احذف الجهاز",
    link: "تواصل مع الدعم",
  },
};

const labelsFor = (locale: unknown) => (locale === "ar" ? LABELS.ar : LABELS.en);

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
  parameters: { argsByLocale: { ar: { children: LABELS.ar.primary } } },
  play: inBothDirections(
    async ({ args, canvasElement }) => {
      const button = within(canvasElement).getByRole("button", { name: "See plans" });
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      await userEvent.keyboard(" ");
      await expect(args.onClick).toHaveBeenCalledTimes(2);
    },
    async ({ canvasElement }) => {
      const button = within(canvasElement).getByRole("button", { name: LABELS.ar.primary });
      await expect(getComputedStyle(button).direction).toBe("rtl");
    },
  ),
};

export const Secondary: Story = {
  args: { variant: "secondary", children: LABELS.en.secondary },
};

export const Outline: Story = {
  args: { variant: "outline", children: LABELS.en.outline },
};

export const Ghost: Story = {
  args: { variant: "ghost", children: LABELS.en.ghost },
};

export const Danger: Story = {
  args: { variant: "danger", children: LABELS.en.danger },
};

export const Link: Story = {
  args: { variant: "link", children: LABELS.en.link },
};

const SIZE_ROW = "flex flex-wrap items-center gap-4";

export const Sizes: Story = {
  render: (args) => (
    <div className={SIZE_ROW}>
      {BUTTON_SIZES.map((size) =>
        size === "icon" ? (
          <Button key={size} {...args} size={size} aria-label="Download the app">
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
  render: (args) => (
    <Button {...args}>
      <a href="#pricing">See plans</a>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "See plans" });
    await expect(link).toHaveAttribute("href", "#pricing");
    await expect(link).toHaveAttribute("data-slot", "button");
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true, variant: "danger", children: LABELS.en.danger },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: LABELS.en.danger });
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

async function _expectRightToLeft(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector('[data-slot="story-frame"]');
  await expect(frame).toHaveAttribute("dir", "rtl");
  await expect(frame).toHaveAttribute("lang", "ar");
  await expect(document.documentElement).toHaveAttribute("dir", "rtl");
}

/** The primary button in Arabic: direction comes from the locale global, nothing else. */
