import { ServerLocationCard } from "@mvpn/design-system";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import au from "flag-icons/flags/4x3/au.svg";
import br from "flag-icons/flags/4x3/br.svg";
import de from "flag-icons/flags/4x3/de.svg";
import fr from "flag-icons/flags/4x3/fr.svg";
import gb from "flag-icons/flags/4x3/gb.svg";
import jp from "flag-icons/flags/4x3/jp.svg";
import kr from "flag-icons/flags/4x3/kr.svg";
import us from "flag-icons/flags/4x3/us.svg";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { cityName } from "../../site/src/content/city-names";
import { inBothDirections } from "./support/directions";

/**
 * Eight of the site's server locations with their cities as
 * site/src/content/regions.ts lists them, the cities named by the site's own
 * table in the reader's language (city-names.ts); the country names come
 * from Intl.DisplayNames. Flags are `flag-icons` SVGs imported through the
 * bundler, which serves them from the site's own origin.
 */
const LOCATIONS = [
  {
    countryCode: "us",
    flagSrc: us,
    cities: ["New York", "Los Angeles", "Chicago", "Dallas", "Miami", "Seattle", "Atlanta"],
  },
  { countryCode: "gb", flagSrc: gb, cities: ["London", "Manchester", "Edinburgh"] },
  { countryCode: "de", flagSrc: de, cities: ["Frankfurt", "Berlin", "Munich"] },
  { countryCode: "fr", flagSrc: fr, cities: ["Paris", "Marseille"] },
  { countryCode: "br", flagSrc: br, cities: ["São Paulo", "Rio de Janeiro"] },
  { countryCode: "jp", flagSrc: jp, cities: ["Tokyo", "Osaka"] },
  { countryCode: "kr", flagSrc: kr, cities: ["Seoul"] },
  { countryCode: "au", flagSrc: au, cities: ["Sydney", "Melbourne", "Brisbane", "Perth"] },
] as const;

const citiesIn = (cities: readonly string[], locale: unknown) =>
  cities.map((city) => cityName(city, typeof locale === "string" ? locale : "en"));

/** One card at the width it has in a three-column grid. */
const narrowColumn: Decorator = (Story) => (
  <div className="max-w-sm">
    <Story />
  </div>
);

const GERMANY = LOCATIONS[2];

const meta = {
  title: "Components/ServerLocationCard",
  component: ServerLocationCard,
  args: {
    countryCode: GERMANY.countryCode,
    flagSrc: GERMANY.flagSrc,
    cityCount: GERMANY.cities.length,
    href: "#/vpn-server/germany-vpn",
  },
  argTypes: { renderLink: { control: false } },
  render: (args, { globals }) => (
    <ServerLocationCard {...args} cities={citiesIn(GERMANY.cities, globals.locale)} />
  ),
} satisfies Meta<typeof ServerLocationCard>;

export default meta;
type Story = StoryObj<typeof meta>;
/** What a play function receives, as far as these checks read it. */
type PlayContext = { canvasElement: HTMLElement; globals: Record<string, unknown> };

/** One location; in Arabic its cities are listed with the Arabic conjunction. */
export const Germany: Story = {
  tags: ["rtl"],
  decorators: [narrowColumn],
  play: inBothDirections(germanyChecks, async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "ألمانيا" });
    await expect(link).toHaveAccessibleDescription("3 مدن فرانكفورت وبرلين وميونخ");
  }),
};

async function germanyChecks({ canvasElement }: PlayContext) {
  const link = within(canvasElement).getByRole("link", { name: "Germany" });
  await expect(link).toHaveAccessibleDescription("3 cities Frankfurt, Berlin, Munich");
  const flag = canvasElement.querySelector("img") as HTMLImageElement;
  // Bundled with the page (inlined as a data: URL or served from its origin), never fetched elsewhere.
  const src = new URL(flag.src);
  await expect(src.protocol === "data:" || src.origin === window.location.origin).toBe(true);
  await waitFor(() => expect(flag.naturalWidth).toBeGreaterThan(0));
  await userEvent.tab();
  await expect(link).toHaveFocus();
}

/** A flag that is missing: the card keeps its layout without it. */
export const WithoutFlag: Story = {
  decorators: [narrowColumn],
  args: { flagSrc: undefined },
};

function AllLocations({ locale }: { locale: unknown }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {LOCATIONS.map((location) => (
        <ServerLocationCard
          key={location.countryCode}
          countryCode={location.countryCode}
          flagSrc={location.flagSrc}
          cityCount={location.cities.length}
          cities={citiesIn(location.cities, locale)}
          href={`#/vpn-server/${location.countryCode}`}
        />
      ))}
    </div>
  );
}

/** Eight locations of the site's network: 1, 2, 3, 4 and 7 cities. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllLocations locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("link")).toHaveLength(LOCATIONS.length);
  },
};
