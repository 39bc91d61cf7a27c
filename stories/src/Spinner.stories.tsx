import { Button, SPINNER_SIZES, Spinner } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { StillSpinners } from "./support/feedbackStoryHelpers";
import { argsFromSite } from "./support/siteArgs";
import { siteCopy } from "./support/siteCopy";

/**
 * Where the site spins: the account page while it loads
 * (site/src/account/AccountView.tsx), and the checkout's pay button while the
 * payment goes through.
 */
const wordsFor = (locale: unknown) => {
  const t = siteCopy(locale, "myaccount", "pricing");
  return { loading: t("myaccount.loading"), paying: t("pricing.checkout.paying") };
};
const EN = wordsFor("en");
const ACCOUNT_LOADING = argsFromSite(["myaccount"], (t) => ({ label: t("myaccount.loading") }));

const meta = {
  title: "Components/Spinner",
  component: Spinner,
  decorators: [
    (Story) => (
      <StillSpinners>
        <Story />
      </StillSpinners>
    ),
  ],
  argTypes: { size: { control: "select", options: SPINNER_SIZES } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading");
  },
};

export const WithLabel: Story = {
  args: { ...ACCOUNT_LOADING.en, size: "lg" },
  parameters: { argsByLocale: ACCOUNT_LOADING },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(EN.loading);
  },
};

/** Inside a button that already says what is happening, the spinner keeps quiet. */
export const DecorativeInButton: Story = {
  render: (_args, { globals }) => (
    <Button disabled>
      <Spinner decorative size="sm" />
      {wordsFor(globals.locale).paying}
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("status")).toBeNull();
    await expect(canvas.getByRole("button")).toHaveAccessibleName(EN.paying);
  },
};

/** Every size, in the text colour and the accent, and inside a button. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => {
    const copy = wordsFor(globals.locale);
    return (
      <div className="flex flex-col gap-6">
        <div className="flex items-center gap-6">
          {SPINNER_SIZES.map((size) => (
            <Spinner key={size} size={size} />
          ))}
        </div>
        <div className="text-text-accent flex items-center gap-6">
          {SPINNER_SIZES.map((size) => (
            <Spinner key={size} size={size} label={copy.loading} />
          ))}
        </div>
        <div className="flex gap-3">
          <Button disabled>
            <Spinner decorative size="sm" />
            {copy.paying}
          </Button>
          <Button variant="outline" disabled>
            <Spinner decorative size="sm" />
            {copy.paying}
          </Button>
        </div>
      </div>
    );
  },
  play: inBothDirections(
    async ({ canvasElement }) => {
      await expect(within(canvasElement).getAllByRole("status")).toHaveLength(
        SPINNER_SIZES.length * 2,
      );
    },
    async (context) => {
      await expect(within(context.canvasElement).getAllByRole("status")[0]).toHaveTextContent(
        "جارٍ التحميل",
      );
    },
    { shared: true },
  ),
};
