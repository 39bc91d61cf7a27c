import { LINK_VARIANTS, Link } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentProps } from "react";
import { expect, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { langOf } from "./support/feedbackStoryHelpers";

const meta = {
  title: "Components/Link",
  component: Link,
  args: { href: "#pricing", children: "See all plans" },
  argTypes: {
    variant: { control: "select", options: LINK_VARIANTS },
    asChild: { control: false },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stands in for the site router's Link, which takes `to` instead of `href`. */
function RouterLink({ to, ...props }: ComponentProps<"a"> & { to: string }) {
  return <a href={to} data-router-link="" {...props} />;
}

const COPY = {
  en: {
    sentence: "Questions about billing?",
    contact: "Contact support",
    help: "Visit the help centre",
    terms: "Terms of use",
    footer: "About us",
    router: "Download the apps",
  },
  ar: {
    sentence: "لديك أسئلة عن الفوترة؟",
    contact: "تواصل مع الدعم",
    help: "زر مركز المساعدة",
    terms: "شروط الاستخدام",
    footer: "من نحن",
    router: "نزّل التطبيقات",
  },
} as const;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "See all plans" });
    await expect(link).toHaveAttribute("href", "#pricing");
    await expect(link).not.toHaveAttribute("target");
  },
};

export const Muted: Story = { args: { variant: "muted", children: COPY.en.terms } };

export const Inverse: Story = {
  args: { variant: "inverse", children: COPY.en.footer },
  render: (args) => (
    <div className="bg-surface-inverse rounded-card p-6">
      <Link {...args} />
    </div>
  ),
};

export const External: Story = {
  args: { href: "https://help.example.com", external: true, children: COPY.en.help },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", {
      name: `${COPY.en.help} (opens in a new tab)`,
    });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};

export const WithRouterLink: Story = {
  render: () => (
    <Link asChild>
      <RouterLink to="#download">{COPY.en.router}</RouterLink>
    </Link>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: COPY.en.router });
    await expect(link).toHaveAttribute("data-router-link");
    await expect(link).toHaveAttribute("data-slot", "link");
  },
};

function AllLinks({ locale }: { locale: unknown }) {
  const copy = COPY[langOf(locale)];
  return (
    <div className="flex max-w-prose flex-col gap-6">
      <p className="text-base">
        {copy.sentence} <Link href="#contact">{copy.contact}</Link>
      </p>
      <p className="text-base">
        <Link href="https://help.example.com" external>
          {copy.help}
        </Link>
      </p>
      <p className="text-sm">
        <Link href="#terms" variant="muted">
          {copy.terms}
        </Link>
      </p>
      <p className="text-base">
        <Link asChild>
          <RouterLink to="#download">{copy.router}</RouterLink>
        </Link>
      </p>
      <div className="bg-surface-inverse rounded-card flex gap-6 p-6">
        <Link href="#about" variant="inverse">
          {copy.footer}
        </Link>
        <Link href="https://help.example.com" variant="inverse" external>
          {copy.help}
        </Link>
      </div>
    </div>
  );
}

/** Every variant, in running text and on a dark band, with and without a new tab. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllLinks locale={globals.locale} />,
  play: inBothDirections(
    async ({ canvasElement }) => {
      const links = within(canvasElement).getAllByRole("link");
      await expect(links).toHaveLength(6);
      const external = links.filter((link) => link.getAttribute("target") === "_blank");
      await expect(external).toHaveLength(2);
    },
    async (context) => {
      await expect(
        within(context.canvasElement).getAllByRole("link", {
          name: `${COPY.ar.help} (يُفتح في علامة تبويب جديدة)`,
        }),
      ).toHaveLength(2);
    },
    { shared: true },
  ),
};
