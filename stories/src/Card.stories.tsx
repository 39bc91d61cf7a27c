import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardLink,
  CardTitle,
  ShieldCheckIcon,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { siteCopy } from "./support/siteCopy";

/**
 * A card of the account page (the VIP time left, myaccount) and a card that
 * links to a blog category (blog, with the header's "Blog" as its badge).
 */
function copyOf(locale: unknown) {
  const t = siteCopy(locale, "myaccount", "blog", "header");
  return {
    staticTitle: t("myaccount.profile.vip"),
    staticText: t("myaccount.vip.remaining", { days: 364, hours: 5 }),
    staticFooter: t("myaccount.subscription.plan", { months: 12 }),
    linkTitle: t("blog.category.privacy.hero.title"),
    linkText: t("blog.category.privacy.hero.body"),
    linkFooter: t("header.blog"),
  };
}

type Copy = ReturnType<typeof copyOf>;

function StaticCard({ copy }: { copy: Copy }) {
  return (
    <Card className="max-w-sm">
      <CardContent>
        <CardTitle>{copy.staticTitle}</CardTitle>
        <CardDescription>{copy.staticText}</CardDescription>
      </CardContent>
      <CardFooter>{copy.staticFooter}</CardFooter>
    </Card>
  );
}

function LinkCard({ copy }: { copy: Copy }) {
  return (
    <Card asChild className="max-w-sm">
      <article>
        <CardContent>
          <span className="bg-accent-subtle text-text-accent rounded-control inline-flex size-10 items-center justify-center">
            <ShieldCheckIcon className="size-5" />
          </span>
          <CardTitle>
            <CardLink href="#privacy">{copy.linkTitle}</CardLink>
          </CardTitle>
          <CardDescription>{copy.linkText}</CardDescription>
        </CardContent>
        <CardFooter>
          <Badge tone="accent">{copy.linkFooter}</Badge>
        </CardFooter>
      </article>
    </Card>
  );
}

const meta = {
  title: "Components/Card",
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {
  render: (_args, { globals }) => <StaticCard copy={copyOf(globals.locale)} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("link")).toBeNull();
  },
};

/** The whole card is one link (a stretched link), named by its title alone. */
export const AsLink: Story = {
  tags: ["rtl"],
  render: (_args, { globals }) => <LinkCard copy={copyOf(globals.locale)} />,
  play: inBothDirections(
    async ({ canvasElement, globals }) => {
      const copy = copyOf(globals.locale);
      const canvas = within(canvasElement);
      const links = canvas.getAllByRole("link");
      await expect(links).toHaveLength(1);
      await expect(links[0]).toHaveAccessibleName(copy.linkTitle);
      const card = canvas.getByRole("article");
      // The link's ::after covers the card: a click on the description lands on the link.
      const description = canvas.getByText(copy.linkText);
      const box = description.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + 4, box.y + 4);
      await expect(hit).toBe(links[0]);
      const sizeBefore = card.getBoundingClientRect();
      await userEvent.hover(card);
      const sizeAfter = card.getBoundingClientRect();
      await expect(sizeAfter.width).toBe(sizeBefore.width);
      await expect(sizeAfter.height).toBe(sizeBefore.height);
      await userEvent.unhover(card);
      await userEvent.tab();
      await expect(links[0]).toHaveFocus();
    },
    async ({ canvasElement, globals }) => {
      const { linkTitle } = copyOf(globals.locale);
      await expect(within(canvasElement).getByRole("link")).toHaveAccessibleName(linkTitle);
    },
  ),
};

function AllCards({ locale }: { locale: unknown }) {
  const copy = copyOf(locale);
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <StaticCard copy={copy} />
      <LinkCard copy={copy} />
    </div>
  );
}

export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllCards locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="card"]')).toHaveLength(2);
  },
};
