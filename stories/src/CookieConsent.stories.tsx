import { CookieConsent } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { pick } from "./support/contentStoryHelpers";
import { inBothDirections } from "./support/directions";
import { siteCopy } from "./support/siteCopy";

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
  args: { onAccept: fn(), onReject: fn(), policyHref: "#cookie-policy" },
  argTypes: { renderLink: { control: false }, policyLink: { control: false } },
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
    await expect(within(region).getByRole("link", { name: "Cookie policy" })).toHaveFocus();
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
  render: (args, { globals }) => {
    const labels = pick(globals.locale, {
      en: ["Cookie consent", "Cookie consent with settings"],
      ar: ["الموافقة على ملفات تعريف الارتباط", "الموافقة على ملفات تعريف الارتباط مع الإعدادات"],
    });
    return (
      <div className="mt-8 flex flex-col gap-8">
        <CookieConsent
          {...args}
          placement="inline"
          reserveSpace={false}
          labels={{ region: labels[0] }}
        />
        <CookieConsent
          {...args}
          onSettings={fn()}
          placement="inline"
          reserveSpace={false}
          labels={{ region: labels[1] }}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("region")).toHaveLength(2);
  },
};
