import { ServerLocationCard } from "@mvpn/design-system";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import ae from "flag-icons/flags/4x3/ae.svg";
import br from "flag-icons/flags/4x3/br.svg";
import de from "flag-icons/flags/4x3/de.svg";
import gb from "flag-icons/flags/4x3/gb.svg";
import jp from "flag-icons/flags/4x3/jp.svg";
import nl from "flag-icons/flags/4x3/nl.svg";
import sg from "flag-icons/flags/4x3/sg.svg";
import us from "flag-icons/flags/4x3/us.svg";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { expectRightToLeft } from "./support/contentStoryHelpers";

/**
 * Flags are `flag-icons` SVGs imported through the bundler, which serves them
 * from the site's own origin; the country names come from Intl.DisplayNames.
 */
const LOCATIONS = [
  {
    countryCode: "us",
    flagSrc: us,
    cityCount: 24,
    cities: ["New York", "Los Angeles", "Miami", "Dallas"],
  },
  { countryCode: "de", flagSrc: de, cityCount: 3, cities: ["Frankfurt", "Berlin", "Düsseldorf"] },
  { countryCode: "gb", flagSrc: gb, cityCount: 2, cities: ["London", "Manchester"] },
  { countryCode: "nl", flagSrc: nl, cityCount: 1, cities: ["Amsterdam"] },
  { countryCode: "jp", flagSrc: jp, cityCount: 2, cities: ["Tokyo", "Osaka"] },
  { countryCode: "sg", flagSrc: sg, cityCount: 1, cities: ["Singapore"] },
  { countryCode: "br", flagSrc: br, cityCount: 5, cities: ["São Paulo", "Rio de Janeiro"] },
  { countryCode: "ae", flagSrc: ae, cityCount: 11, cities: ["Dubai", "Abu Dhabi"] },
] as const;

const CITIES_AR: Record<string, string[]> = {
  us: ["نيويورك", "لوس أنجلوس", "ميامي", "دالاس"],
  de: ["فرانكفورت", "برلين", "دوسلدورف"],
  gb: ["لندن", "مانشستر"],
  nl: ["أمستردام"],
  jp: ["طوكيو", "أوساكا"],
  sg: ["سنغافورة"],
  br: ["ساو باولو", "ريو دي جانيرو"],
  ae: ["دبي", "أبوظبي"],
};

/** One card at the width it has in a three-column grid. */
const narrowColumn: Decorator = (Story) => (
  <div className="max-w-sm">
    <Story />
  </div>
);

const meta = {
  title: "Components/ServerLocationCard",
  component: ServerLocationCard,
  args: { ...LOCATIONS[1], cities: [...LOCATIONS[1].cities], href: "#servers-germany" },
  argTypes: { renderLink: { control: false } },
} satisfies Meta<typeof ServerLocationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Germany: Story = {
  decorators: [narrowColumn],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Germany" });
    await expect(link).toHaveAccessibleDescription("3 cities Frankfurt, Berlin, Düsseldorf");
    const flag = canvasElement.querySelector("img") as HTMLImageElement;
    // Bundled with the page (inlined as a data: URL or served from its origin), never fetched elsewhere.
    const src = new URL(flag.src);
    await expect(src.protocol === "data:" || src.origin === window.location.origin).toBe(true);
    await waitFor(() => expect(flag.naturalWidth).toBeGreaterThan(0));
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const WithoutFlag: Story = {
  decorators: [narrowColumn],
  args: { flagSrc: undefined, countryCode: "is", cityCount: 1, cities: ["Reykjavík"] },
};

function AllLocations({ locale }: { locale: unknown }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {LOCATIONS.map((location) => (
        <ServerLocationCard
          key={location.countryCode}
          {...location}
          cities={locale === "ar" ? CITIES_AR[location.countryCode] : [...location.cities]}
          href={`#servers-${location.countryCode}`}
        />
      ))}
    </div>
  );
}

/** Eight countries: 1, 2, 3, 5, 11 and 24 cities cover the plural forms of every language. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllLocations locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("link")).toHaveLength(LOCATIONS.length);
  },
};

export const RTL: Story = {
  decorators: [narrowColumn],
  globals: { locale: "ar" },
  args: { cities: CITIES_AR.de },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    const link = within(canvasElement).getByRole("link", { name: "ألمانيا" });
    await expect(link).toHaveAccessibleDescription("3 مدن فرانكفورت وبرلين ودوسلدورف");
  },
};
