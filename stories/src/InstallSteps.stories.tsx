import { InstallSteps } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { pageLocale } from "./support/compositionStories";
import { inBothDirections } from "./support/directions";
import { windowsInstallSteps } from "./support/downloadFixtures";
import { siteCopy } from "./support/siteCopy";

const meta = {
  title: "Components/InstallSteps",
  component: InstallSteps,
  args: { steps: windowsInstallSteps("en") },
  // The Windows download page's steps, in the toolbar's language.
  render: (args, { globals }) => (
    <InstallSteps {...args} steps={windowsInstallSteps(pageLocale(globals.locale))} />
  ),
} satisfies Meta<typeof InstallSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

const loginTitle = (locale: unknown) => siteCopy(locale, "download")("download.steps.login.title");

/** Four steps with pictures: one column on a phone, four on a wide screen. */
export const Default: Story = {
  tags: ["rtl"],
  play: inBothDirections(
    async ({ canvasElement, globals }) => {
      const list = within(canvasElement).getByRole("list");
      await expect(within(list).getAllByRole("listitem")).toHaveLength(4);
      await expect(
        within(list).getByRole("heading", { name: loginTitle(globals.locale) }),
      ).toBeVisible();
    },
    async ({ canvasElement, globals }) => {
      await expect(
        within(canvasElement).getByRole("heading", { name: loginTitle(globals.locale) }),
      ).toBeVisible();
    },
  ),
};

/** Three steps without pictures. */
export const WithoutPictures: Story = {
  render: (args, { globals }) => (
    <InstallSteps
      {...args}
      steps={windowsInstallSteps(pageLocale(globals.locale))
        .slice(1)
        .map((step) => ({ ...step, illustration: undefined }))}
    />
  ),
};
