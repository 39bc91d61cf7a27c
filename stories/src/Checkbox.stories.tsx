import { Checkbox, formatPrice } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { argsFromSite } from "./support/siteArgs";
import { type SiteMessage, siteCopy } from "./support/siteCopy";

/**
 * The site has no checkbox yet; its nearest on/off choice is the account
 * page's renewal (myaccount), so the boxes say what that setting says.
 */
const copyOf = (locale: unknown) => siteCopy(locale, "myaccount");

/** "Next charge: $59.88 on March 14, 2027", in the locale's price and date formats. */
const nextCharge = (t: SiteMessage, locale: unknown) => {
  const lang = String(locale ?? "en");
  const date = new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" });
  return t("myaccount.renewal.nextCharge", {
    amount: formatPrice("59.88", "USD", lang),
    date: date.format(Date.UTC(2027, 2, 14)),
  });
};

const label = argsFromSite(["myaccount"], (t) => ({ label: t("myaccount.renewal.on") }));

const meta = {
  title: "Components/Checkbox",
  component: Checkbox,
  args: { label: copyOf("en")("myaccount.renewal.on"), onChange: fn() },
  parameters: { argsByLocale: label },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label text toggles it; so does Space. */
export const Default: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const name = copyOf(globals.locale)("myaccount.renewal.on");
    const canvas = within(canvasElement);
    const box = canvas.getByRole("checkbox", { name });
    await userEvent.click(canvas.getByText(name));
    await expect(box).toBeChecked();
    await userEvent.keyboard(" ");
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    // The row is the 44px target.
    const row = canvasElement.querySelector("[data-slot=checkbox-label]") as HTMLElement;
    await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  parameters: {
    argsByLocale: argsFromSite(["myaccount"], (t, locale) => ({
      label: t("myaccount.renewal.on"),
      description: nextCharge(t, locale),
    })),
  },
};

/** In Arabic the box is on the right, the text to its left. */
export const WithDescription: Story = {
  tags: ["rtl"],
  parameters: {
    argsByLocale: argsFromSite(["myaccount"], (t) => ({
      label: t("myaccount.renewal.on"),
      description: t("myaccount.renewal.offNote"),
    })),
  },
  play: inBothDirections(undefined, async ({ canvasElement, globals }) => {
    const name = copyOf(globals.locale)("myaccount.renewal.on");
    const canvas = within(canvasElement);
    const box = canvas.getByRole("checkbox", { name });
    await expect(box.getBoundingClientRect().left).toBeGreaterThan(
      canvas.getByText(name).getBoundingClientRect().left,
    );
    await userEvent.click(canvas.getByText(name));
    await expect(box).toBeChecked();
  }),
};

export const WithError: Story = {
  parameters: {
    argsByLocale: argsFromSite(["myaccount"], (t) => ({
      label: t("myaccount.renewal.on"),
      error: t("myaccount.renewal.failed"),
    })),
  },
  play: async ({ canvasElement, globals }) => {
    const t = copyOf(globals.locale);
    const box = within(canvasElement).getByRole("checkbox", { name: t("myaccount.renewal.on") });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription(t("myaccount.renewal.failed"));
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
};

function AllBoxes({ locale }: { locale: unknown }) {
  const t = copyOf(locale);
  const on = t("myaccount.renewal.on");
  return (
    <div className="flex max-w-md flex-col gap-4">
      <Checkbox label={on} />
      <Checkbox label={on} description={nextCharge(t, locale)} defaultChecked />
      <Checkbox label={on} description={t("myaccount.renewal.offNote")} />
      <Checkbox label={on} error={t("myaccount.renewal.failed")} />
      <Checkbox label={on} disabled />
      <Checkbox label={on} disabled defaultChecked />
    </div>
  );
}

export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllBoxes locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("checkbox")).toHaveLength(6);
  },
};
