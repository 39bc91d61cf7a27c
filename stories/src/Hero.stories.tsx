import {
  Button,
  DownloadIcon,
  EyeOffIcon,
  formatPrice,
  Hero,
  HeroTrustItem,
  HeroTrustList,
  MONEY_BACK_DAYS,
  ShieldCheckIcon,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ShieldIllustration } from "./illustrations/VpnIllustrations";
import { inBothDirections } from "./support/directions";
import { argsFromSite } from "./support/siteArgs";
import { type SiteMessage, siteCopy } from "./support/siteCopy";

/** The heroes of the home page, the free-trial page and the features page, in their words. */
const CATALOGS = ["home", "vpn-trial", "features"] as const;
const copyOf = (locale: unknown) => siteCopy(locale, ...CATALOGS);

/** The home page's trust line (site/src/pages/home.tsx), without its network figures. */
function TrustLine({ t }: { t: SiteMessage }) {
  return (
    <HeroTrustList>
      <HeroTrustItem icon={<ShieldCheckIcon />}>
        {t("home.trust.moneyBack.title", { days: MONEY_BACK_DAYS })}
      </HeroTrustItem>
      <HeroTrustItem icon={<EyeOffIcon />}>{t("home.hero.trustNoLogs")}</HeroTrustItem>
    </HeroTrustList>
  );
}

/**
 * The home page's hero words, with the download for Windows beside the
 * plans; the illustration stays a story arg, so a story can leave it out.
 */
function heroWords(t: SiteMessage) {
  return {
    headline: t("home.hero.title"),
    description: t("home.hero.body"),
    primaryAction: (
      <Button asChild size="lg">
        <a href="#pricing">{t("home.hero.plans")}</a>
      </Button>
    ),
    secondaryAction: (
      <Button variant="outline" size="lg">
        <DownloadIcon />
        {t("home.hero.download", { platform: "Windows" })}
      </Button>
    ),
    trust: <TrustLine t={t} />,
  };
}

const meta = {
  title: "Components/Hero",
  component: Hero,
  parameters: { layout: "fullscreen", argsByLocale: argsFromSite(CATALOGS, heroWords) },
  args: { ...heroWords(copyOf("en")), illustration: <ShieldIllustration /> },
  argTypes: {
    primaryAction: { control: false },
    secondaryAction: { control: false },
    trust: { control: false },
    illustration: { control: false },
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ["rtl"],
  play: inBothDirections(playDefault, async ({ canvasElement, globals }) => {
    const name = copyOf(globals.locale)("home.hero.title");
    const headline = within(canvasElement).getByRole("heading", { level: 1, name });
    // Arabic is never letter-spaced.
    await expect(getComputedStyle(headline).letterSpacing).toMatch(/^(normal|0px)$/);
  }),
};

async function playDefault({
  canvasElement,
  globals,
}: {
  canvasElement: HTMLElement;
  globals: Record<string, unknown>;
}) {
  const t = copyOf(globals.locale);
  const canvas = within(canvasElement);
  const headline = canvas.getByRole("heading", { level: 1, name: t("home.hero.title") });
  await expect(canvas.getByRole("region", { name: t("home.hero.title") })).toBeVisible();
  // Latin headlines are set tight: letter-spacing is negative.
  await expect(Number.parseFloat(getComputedStyle(headline).letterSpacing)).toBeLessThan(0);
  // Keyboard focus on the band wears the on-brand ring.
  await userEvent.tab();
  const primary = canvas.getByRole("link", { name: t("home.hero.plans") });
  await expect(primary).toHaveFocus();
  const probe = document.createElement("div");
  probe.style.color = "var(--mvpn-color-focus-on-brand)";
  canvasElement.append(probe);
  const onBrandFocus = getComputedStyle(probe).color;
  probe.remove();
  // (after the button's 150 ms colour transition)
  await waitFor(() => expect(getComputedStyle(primary).outlineColor).toBe(onBrandFocus));
}

export const WithoutIllustration: Story = {
  args: { illustration: undefined },
};

/** Under the transparent header: the header's height is added to the top padding. */
export const UnderTransparentHeader: Story = {
  args: { headerOverlap: true },
  play: async ({ canvasElement, globals }) => {
    const name = copyOf(globals.locale)("home.hero.title");
    const hero = within(canvasElement).getByRole("region", { name });
    await expect(Number.parseFloat(getComputedStyle(hero).paddingTop)).toBeGreaterThanOrEqual(128);
  },
};

function AllHeroes({ locale }: { locale: unknown }) {
  const t = copyOf(locale);
  const renewal = formatPrice("4.99", "USD", String(locale ?? "en"));
  return (
    <div className="flex flex-col gap-8">
      <Hero {...heroWords(t)} illustration={<ShieldIllustration />} />
      <Hero
        eyebrow={t("vpn-trial.hero.title")}
        headline={t("vpn-trial.offer.headline")}
        description={t("vpn-trial.offer.body", { renewal })}
        headingLevel={2}
        primaryAction={
          <Button asChild size="lg">
            <a href="#checkout">{t("vpn-trial.start")}</a>
          </Button>
        }
        secondaryAction={
          <Button asChild size="lg" variant="outline">
            <a href="#pricing">{t("vpn-trial.hero.secondary")}</a>
          </Button>
        }
        trust={<TrustLine t={t} />}
      />
      <Hero
        headline={t("features.streaming.title")}
        description={t("features.streaming.body")}
        headingLevel={2}
        primaryAction={<Button size="lg">{t("home.hero.plans")}</Button>}
      />
    </div>
  );
}

/** The home page's, the free trial's (an eyebrow, no illustration), and the minimum (headline, sentence, one action). */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllHeroes locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("region")).toHaveLength(3);
  },
};
