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
import { pick } from "./support/contentStoryHelpers";
import { inBothDirections } from "./support/directions";

const COPY = {
  en: {
    staticTitle: "Your subscription",
    staticText: "Premium, 2 years. Renews on 14 March 2027 at $79.95.",
    staticFooter: "10 of 10 devices in use",
    linkTitle: "How mVPN keeps your data private",
    linkText: "Our no-logs policy, the audit that checks it, and what we do when authorities ask.",
    linkFooter: "Security",
  },
  ar: {
    staticTitle: "اشتراكك",
    staticText: "الخطة المميزة لمدة سنتين. يتجدد في 14 مارس 2027 بسعر 79.95 دولارًا.",
    staticFooter: "10 من 10 أجهزة قيد الاستخدام",
    linkTitle: "كيف يحافظ mVPN على خصوصية بياناتك",
    linkText:
      "سياستنا لعدم الاحتفاظ بالسجلات، والتدقيق الذي يتحقق منها، وما نفعله عندما تطلب السلطات بيانات.",
    linkFooter: "الأمان",
  },
};

type Copy = (typeof COPY)["en"];

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
  render: (_args, { globals }) => <StaticCard copy={pick(globals.locale, COPY)} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("link")).toBeNull();
  },
};

/** The whole card is one link (a stretched link), named by its title alone. */
export const AsLink: Story = {
  tags: ["rtl"],
  render: (_args, { globals }) => <LinkCard copy={pick(globals.locale, COPY)} />,
  play: inBothDirections(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const links = canvas.getAllByRole("link");
      await expect(links).toHaveLength(1);
      await expect(links[0]).toHaveAccessibleName(COPY.en.linkTitle);
      const card = canvas.getByRole("article");
      // The link's ::after covers the card: a click on the description lands on the link.
      const description = canvas.getByText(COPY.en.linkText);
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
    async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole("link")).toHaveAccessibleName(COPY.ar.linkTitle);
    },
  ),
};

function AllCards({ locale }: { locale: unknown }) {
  const copy = pick(locale, COPY);
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
