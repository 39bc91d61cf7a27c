import { Container, SECTION_TONES, Section } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { langOf, type StoryLang } from "./support/siteChromeFixtures";

const meta = {
  title: "Components/Container",
  component: Container,
  parameters: { layout: "fullscreen", controls: { disable: true } },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

const COPY = {
  en: {
    title: "One subscription, every device",
    body: "Protect up to 10 phones, laptops and TVs with one account. The content column stops growing at 1200 px, so lines stay easy to read on a wide screen.",
  },
  ar: {
    title: "اشتراك واحد لكل أجهزتك",
    body: "احمِ ما يصل إلى 10 هواتف وحواسيب وأجهزة تلفاز بحساب واحد. يتوقف عمود المحتوى عن الاتساع عند 1200 بكسل، فتبقى الأسطر سهلة القراءة على الشاشات العريضة.",
  },
} as const;

function Example({ lang }: { lang: StoryLang }) {
  const copy = COPY[lang];
  return (
    <Section tone="sunken" aria-labelledby="container-title">
      <Container
        data-testid="container"
        className="outline-border-strong py-6 outline-1 outline-dashed"
      >
        <h2 id="container-title" className="font-display text-2xl font-bold">
          {copy.title}
        </h2>
        <p className="text-text-muted mt-2 max-w-prose">{copy.body}</p>
      </Container>
    </Section>
  );
}

export const Default: Story = {
  tags: ["rtl"],
  // The padding follows the width: a phone and a desktop.
  parameters: { viewports: ["phone", "desktop"] },
  render: (_args, { globals }) => <Example lang={langOf(globals.locale)} />,
  play: inBothDirections(
    async ({ canvasElement }) => {
      const container = within(canvasElement).getByTestId("container");
      const style = getComputedStyle(container);
      // The tokens' content width, and 32 px of inline padding from lg up, 16 px on a phone.
      await expect(style.maxWidth).toBe("1200px");
      const padding =
        window.innerWidth >= 1024 ? "32px" : window.innerWidth >= 640 ? "24px" : "16px";
      await expect(style.paddingInlineStart).toBe(padding);
    },
    async ({ canvasElement }) => {
      const heading = within(canvasElement).getByRole("heading");
      const container = within(canvasElement).getByTestId("container");
      // The text starts at the right edge of the column.
      await expect(
        Math.round(container.getBoundingClientRect().right - heading.getBoundingClientRect().right),
      ).toBe(32);
    },
  ),
};

const TONE_NAMES = {
  en: {
    default: "Default band",
    sunken: "Sunken band",
    brand: "Hero band",
    inverse: "Inverse band",
  },
  ar: { default: "شريط عادي", sunken: "شريط غائر", brand: "الشريط الرئيسي", inverse: "شريط داكن" },
} as const;

/** The container in each tone of `Section`, the bands a page is built from. */
function AllBands({ lang }: { lang: StoryLang }) {
  const copy = COPY[lang];
  return (
    <div>
      {SECTION_TONES.map((tone) => (
        <Section key={tone} tone={tone} spacing="sm" aria-labelledby={`band-${tone}`}>
          <Container>
            <h2 id={`band-${tone}`} className="font-display text-2xl font-bold">
              {TONE_NAMES[lang][tone]}
            </h2>
            <p className="mt-2 max-w-prose">{copy.title}</p>
          </Container>
        </Section>
      ))}
    </div>
  );
}

export const All: Story = {
  render: (_args, { globals }) => <AllBands lang={langOf(globals.locale)} />,
  play: async ({ canvasElement }) => {
    const regions = within(canvasElement).getAllByRole("region");
    await expect(regions.map((r) => r.dataset.variant)).toEqual([...SECTION_TONES]);
  },
};
