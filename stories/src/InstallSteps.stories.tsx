import { InstallSteps } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { pick } from "./support/contentStoryHelpers";
import { inBothDirections } from "./support/directions";

/** A simple picture in token colours, as the site draws them. */
const Picture = ({ n }: { n: number }) => (
  <svg viewBox="0 0 120 90" className="h-full w-auto" role="presentation">
    <rect
      x="10"
      y="10"
      width="100"
      height="70"
      rx="8"
      className="fill-surface-raised stroke-border"
    />
    <rect x="20" y="24" width={20 + n * 15} height="8" rx="4" className="fill-accent" />
    <rect x="20" y="44" width="70" height="6" rx="3" className="fill-border" />
    <rect x="20" y="56" width="50" height="6" rx="3" className="fill-border" />
  </svg>
);

const STEPS = {
  en: [
    { title: "Download the installer", body: "Save the file for your PC." },
    { title: "Run it and allow changes", body: "Windows asks once for permission to install." },
    { title: "Log in", body: "Use the email and password of your mVPN account." },
    { title: "Connect", body: "Pick a server or tap Connect for the fastest." },
  ],
  ar: [
    { title: "نزّل المثبّت", body: "احفظ الملف الخاص بحاسوبك." },
    { title: "شغّله واسمح بالتغييرات", body: "يطلب Windows الإذن بالتثبيت مرة واحدة." },
    { title: "سجّل الدخول", body: "استخدم البريد الإلكتروني وكلمة المرور لحسابك في mVPN." },
    { title: "اتصل", body: "اختر خادمًا أو اضغط اتصال لأسرع خادم." },
  ],
};

const meta = {
  title: "Components/InstallSteps",
  component: InstallSteps,
  args: { steps: STEPS.en },
  render: (args, { globals }) => (
    <InstallSteps
      {...args}
      steps={pick(globals.locale, STEPS).map((step, index) => ({
        ...step,
        illustration: <Picture n={index} />,
      }))}
    />
  ),
} satisfies Meta<typeof InstallSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four steps with pictures: one column on a phone, four on a wide screen. */
export const Default: Story = {
  tags: ["rtl"],
  play: inBothDirections(
    async ({ canvasElement }) => {
      const list = within(canvasElement).getByRole("list");
      await expect(within(list).getAllByRole("listitem")).toHaveLength(4);
      await expect(within(list).getByRole("heading", { name: "Log in" })).toBeVisible();
    },
    async ({ canvasElement }) => {
      await expect(
        within(canvasElement).getByRole("heading", { name: "سجّل الدخول" }),
      ).toBeVisible();
    },
  ),
};

/** Three steps without pictures (a TV's set-up). */
export const WithoutPictures: Story = {
  render: (args, { globals }) => (
    <InstallSteps {...args} steps={pick(globals.locale, STEPS).slice(1)} />
  ),
};
