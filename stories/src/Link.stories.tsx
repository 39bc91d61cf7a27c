import { LINK_VARIANTS, Link } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentProps } from "react";
import { expect, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { argsFromSite } from "./support/siteArgs";
import { siteCopy } from "./support/siteCopy";

/** Where the site shows links: the contact page's aside, the footer, the header. */
const CATALOGS = ["contact-us", "footer", "header"] as const;

function copyOf(locale: unknown) {
  const t = siteCopy(locale, ...CATALOGS);
  return {
    plans: t("header.seePlans"),
    sentence: t("contact-us.aside.billingBody"),
    faq: t("contact-us.aside.billingLink"),
    help: t("contact-us.aside.helpLink"),
    terms: t("footer.terms"),
    about: t("footer.about"),
    download: t("footer.download"),
  };
}

/** One of the words above as the link's text, in every locale. */
const textArgs = (key: keyof ReturnType<typeof copyOf>) =>
  argsFromSite(CATALOGS, (_t, locale) => ({ children: copyOf(locale)[key] }));

const meta = {
  title: "Components/Link",
  component: Link,
  args: { href: "#pricing", children: siteCopy("en", "header")("header.seePlans") },
  argTypes: {
    variant: { control: "select", options: LINK_VARIANTS },
    asChild: { control: false },
  },
  parameters: { argsByLocale: textArgs("plans") },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stands in for the site router's Link, which takes `to` instead of `href`. */
function RouterLink({ to, ...props }: ComponentProps<"a"> & { to: string }) {
  return <a href={to} data-router-link="" {...props} />;
}

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const name = copyOf(globals.locale).plans;
    const link = within(canvasElement).getByRole("link", { name });
    await expect(link).toHaveAttribute("href", "#pricing");
    await expect(link).not.toHaveAttribute("target");
  },
};

export const Muted: Story = {
  args: { variant: "muted" },
  parameters: { argsByLocale: textArgs("terms") },
};

export const Inverse: Story = {
  args: { variant: "inverse" },
  parameters: { argsByLocale: textArgs("about") },
  render: (args) => (
    <div className="bg-surface-inverse rounded-card p-6">
      <Link {...args} />
    </div>
  ),
};

export const External: Story = {
  args: { href: "https://help.example.com", external: true },
  parameters: { argsByLocale: textArgs("help") },
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole("link", {
      name: `${copyOf(globals.locale).help} (opens in a new tab)`,
    });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};

export const WithRouterLink: Story = {
  render: (_args, { globals }) => (
    <Link asChild>
      <RouterLink to="#download">{copyOf(globals.locale).download}</RouterLink>
    </Link>
  ),
  play: async ({ canvasElement, globals }) => {
    const name = copyOf(globals.locale).download;
    const link = within(canvasElement).getByRole("link", { name });
    await expect(link).toHaveAttribute("data-router-link");
    await expect(link).toHaveAttribute("data-slot", "link");
  },
};

function AllLinks({ locale }: { locale: unknown }) {
  const copy = copyOf(locale);
  return (
    <div className="flex max-w-prose flex-col gap-6">
      <p className="text-base">
        {copy.sentence} <Link href="#faq">{copy.faq}</Link>
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
          <RouterLink to="#download">{copy.download}</RouterLink>
        </Link>
      </p>
      <div className="bg-surface-inverse rounded-card flex gap-6 p-6">
        <Link href="#about" variant="inverse">
          {copy.about}
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
          name: `${copyOf("ar").help} (يُفتح في علامة تبويب جديدة)`,
        }),
      ).toHaveLength(2);
    },
    { shared: true },
  ),
};
