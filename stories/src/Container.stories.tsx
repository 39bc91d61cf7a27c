import { Container, SECTION_TONES, Section } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { siteCopy } from "./support/siteCopy";

const meta = {
  title: "Components/Container",
  component: Container,
  parameters: { layout: "fullscreen", controls: { disable: true } },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's bands (site/src/pages/home.tsx): a title and its introduction. */
const homeCopy = (locale: unknown) => siteCopy(locale, "home");

function Example({ locale }: { locale: unknown }) {
  const t = homeCopy(locale);
  return (
    <Section tone="sunken" aria-labelledby="container-title">
      <Container
        data-testid="container"
        className="outline-border-strong py-6 outline-1 outline-dashed"
      >
        <h2 id="container-title" className="font-display text-2xl font-bold">
          {t("home.platforms.title")}
        </h2>
        <p className="text-text-muted mt-2 max-w-prose">{t("home.platforms.intro")}</p>
      </Container>
    </Section>
  );
}

export const Default: Story = {
  tags: ["rtl"],
  // The padding follows the width: a phone and a desktop.
  parameters: { viewports: ["phone", "desktop"] },
  render: (_args, { globals }) => <Example locale={globals.locale} />,
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

/** Each tone as the home page uses it: its title, then its introduction. */
const BANDS = {
  default: ["home.benefits.title", "home.platforms.intro"],
  sunken: ["home.network.title", "home.network.intro"],
  brand: ["home.pricing.title", "home.hero.body"],
  inverse: ["home.trust.title", "home.trust.noLogs.body"],
} as const satisfies Record<(typeof SECTION_TONES)[number], readonly [string, string]>;

/** The container in each tone of `Section`, the bands a page is built from. */
function AllBands({ locale }: { locale: unknown }) {
  const t = homeCopy(locale);
  return (
    <div>
      {SECTION_TONES.map((tone) => (
        <Section key={tone} tone={tone} spacing="sm" aria-labelledby={`band-${tone}`}>
          <Container>
            <h2 id={`band-${tone}`} className="font-display text-2xl font-bold">
              {t(BANDS[tone][0])}
            </h2>
            <p className="mt-2 max-w-prose">{t(BANDS[tone][1])}</p>
          </Container>
        </Section>
      ))}
    </div>
  );
}

export const All: Story = {
  render: (_args, { globals }) => <AllBands locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    const regions = within(canvasElement).getAllByRole("region");
    await expect(regions.map((r) => r.dataset.variant)).toEqual([...SECTION_TONES]);
  },
};
