import { Testimonial, type TestimonialProps } from "@mvpn/design-system";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { pick } from "./support/contentStoryHelpers";
import { inBothDirections } from "./support/directions";

const QUOTES: Record<"en" | "ar", TestimonialProps[]> = {
  en: [
    {
      quote:
        "I work from hotel lobbies every week. mVPN connects before my laptop finishes waking up, and I have never had to think about it since.",
      author: "Maria Keller",
      authorRole: "Consultant, travels for work",
      rating: 5,
      avatar: "MK",
    },
    {
      quote:
        "Set it up on my parents' TV and phones in ten minutes. The support chat answered at 2 a.m.",
      author: "Daniel Okafor",
      authorRole: "Customer since 2022",
      rating: 4.5,
      avatar: "DO",
    },
    {
      quote: "Fast enough that I forget it is on, even for video calls to Singapore.",
      author: "Yuki Tanaka",
      authorRole: "Product designer",
    },
  ],
  ar: [
    {
      quote:
        "أعمل من ردهات الفنادق كل أسبوع. يتصل mVPN قبل أن يكتمل تشغيل حاسوبي، ولم أضطر إلى التفكير فيه منذ ذلك الحين.",
      author: "مريم الخطيب",
      authorRole: "مستشارة، تسافر للعمل",
      rating: 5,
      avatar: "م",
    },
    {
      quote: "ثبّتُّه على تلفاز والديّ وهواتفهما في عشر دقائق، وردّ فريق الدعم في الثانية فجرًا.",
      author: "يوسف الحربي",
      authorRole: "عميل منذ 2022",
      rating: 4.5,
      avatar: "ي",
    },
    {
      quote: "سريع لدرجة أنني أنسى أنه يعمل، حتى في مكالمات الفيديو مع سنغافورة.",
      author: "ليلى منصور",
      authorRole: "مصممة منتجات",
    },
  ],
};

/** One card at the width it has in a three-column grid. */
const narrowColumn: Decorator = (Story) => (
  <div className="max-w-md">
    <Story />
  </div>
);

const meta = {
  title: "Components/Testimonial",
  component: Testimonial,
  args: QUOTES.en[0] as TestimonialProps,
} satisfies Meta<typeof Testimonial>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ["rtl"],
  decorators: [narrowColumn],
  parameters: { argsByLocale: { ar: QUOTES.ar[0] } },
  play: inBothDirections(
    async ({ canvasElement }) => {
      const figure = within(canvasElement).getByRole("figure");
      await expect(figure.querySelector("blockquote")).toHaveTextContent(/hotel lobbies/);
      await expect(within(figure).getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
    },
    async ({ canvasElement }) => {
      const icon = canvasElement.querySelector('[data-icon="quote"]') as SVGElement;
      // Tailwind's -scale-x-100 sets the `scale` property: -1 horizontally.
      await expect(getComputedStyle(icon).scale).toBe("-1 1");
    },
  ),
};

export const WithoutRating: Story = {
  decorators: [narrowColumn],
  args: QUOTES.en[2] as TestimonialProps,
};

function AllQuotes({ locale }: { locale: unknown }) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {pick(locale, QUOTES).map((quote) => (
        <Testimonial key={String(quote.author)} {...quote} />
      ))}
    </div>
  );
}

export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllQuotes locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("figure")).toHaveLength(3);
  },
};

/** The quote mark mirrors: Arabic quotes open on the right. */
