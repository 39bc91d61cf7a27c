import { CookieConsent } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { argsFromSite } from "./support/siteArgs";
import { type SiteMessage, siteCopy } from "./support/siteCopy";

/**
 * The bar as the site shows it (site/src/app/frame/CookieBar.tsx): its own
 * sentence, saying what this site does with the answer, and a link to the
 * privacy policy named as the footer names it.
 */
const siteBar = (t: SiteMessage) => ({
  message: t("footer.cookieBar"),
  labels: { policy: t("footer.privacy") },
});

const policyLink = (locale: unknown) => siteCopy(locale, "footer")("footer.privacy");

/** A bit of the home page behind the bar, so the story shows what the bar sits on. */
function PageBehind({ locale }: { locale: unknown }) {
  const t = siteCopy(locale, "home");
  return (
    <main className="flex max-w-2xl flex-col gap-4">
      <h1 className="font-display text-3xl font-bold">{t("home.hero.title")}</h1>
      <p className="text-text-muted">{t("home.hero.body")}</p>
    </main>
  );
}

const meta = {
  title: "Components/CookieConsent",
  component: CookieConsent,
  args: {
    ...siteBar(siteCopy("en", "footer")),
    onAccept: fn(),
    onReject: fn(),
    policyHref: "#/policy",
  },
  argTypes: { renderLink: { control: false }, policyLink: { control: false } },
  parameters: { argsByLocale: argsFromSite(["footer"], siteBar) },
  decorators: [
    (Story, { globals }) => (
      <>
        <PageBehind locale={globals.locale} />
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof CookieConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fixed to the bottom; Reject is as easy to reach and as visible as Accept. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Cookie consent" });
    const accept = within(region).getByRole("button", { name: "Accept" });
    const reject = within(region).getByRole("button", { name: "Reject" });
    await expect(getComputedStyle(region).position).toBe("fixed");
    const acceptBox = accept.getBoundingClientRect();
    const rejectBox = reject.getBoundingClientRect();
    await expect(rejectBox.height).toBe(acceptBox.height);
    await expect(acceptBox.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(accept);
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

/** The keyboard reaches the policy link and both choices in order. */
export const KeyboardReject: Story = {
  // The keyboard walk-through is scripted in English: in Arabic it would stop at
  // the first name and show the story's starting state again, so it is pinned.
  globals: { locale: "en" },
  play: async ({ args, canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Cookie consent" });
    await userEvent.tab();
    await expect(within(region).getByRole("link", { name: policyLink("en") })).toHaveFocus();
    await userEvent.tab();
    await expect(within(region).getByRole("button", { name: "Reject" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

export const WithSettings: Story = {
  tags: ["rtl"],
  args: { onSettings: fn() },
  play: inBothDirections(
    async ({ args, canvasElement }) => {
      await userEvent.click(within(canvasElement).getByRole("button", { name: "Settings" }));
      await expect(args.onSettings).toHaveBeenCalledTimes(1);
    },
    async ({ args, canvasElement }) => {
      const region = within(canvasElement).getByRole("region", {
        name: "الموافقة على ملفات تعريف الارتباط",
      });
      await userEvent.click(within(region).getByRole("button", { name: "قبول" }));
      await expect(args.onAccept).toHaveBeenCalledTimes(1);
    },
  ),
};

/** Both forms side by side, taken out of the fixed position for review. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (args, { globals }) => (
    <div className="mt-8 flex flex-col gap-8">
      <CookieConsent {...args} placement="inline" reserveSpace={false} />
      <CookieConsent
        {...args}
        onSettings={fn()}
        placement="inline"
        reserveSpace={false}
        // Two bars on one canvas need distinct names: the second is named as the footer's button that brings it back.
        labels={{
          ...args.labels,
          region: siteCopy(globals.locale, "footer")("footer.cookieSettings"),
        }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("region")).toHaveLength(2);
  },
};
