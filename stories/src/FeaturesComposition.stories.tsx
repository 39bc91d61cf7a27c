import {
  Band,
  ComparisonTable,
  type ComparisonVerdict,
  Container,
  EyeOffIcon,
  FeatureGrid,
  LockIcon,
  MailIcon,
  MoneyBackNote,
  MonitorIcon,
  Section,
  ShieldCheckIcon,
  SmartphoneIcon,
  TvIcon,
  ZapIcon,
} from "@mvpn/design-system";
import type { InterfaceLocale } from "@mvpn/locales";
import type { ReactNode } from "react";
import { expect, within } from "storybook/test";
import { DEVICES_PER_ACCOUNT } from "../../site/src/marketing/trust";
import { expectFitsSmallPhone, expectOneH1 } from "./support/compositionHelpers";
import * as composition from "./support/compositionStories";
import { ClosingBand, TitleBand } from "./support/pageBands";
import { type SiteMessage, siteCopy } from "./support/siteCopy";

/** The two grids' features, by their ids in the site's `features` catalog, in the page's order. */
const PRIVACY = ["encryption", "noLogs", "killSwitch", "split"] as const;
const EVERYDAY = ["streaming", "devices", "speed", "support"] as const;

/** The comparison's rows, by their ids in the catalog (site/src/pages/features/CompareTable.tsx). */
const ROWS = ["encrypt", "ip", "logs", "kill", "speed", "ads", "support"] as const;

/** The site's verdicts: mVPN, a free VPN (what is typical), no VPN. */
const CELLS: ReadonlyArray<readonly ComparisonVerdict[]> = [
  ["yes", "yes", "no"],
  ["yes", "yes", "no"],
  ["yes", "limited", "no"],
  ["yes", "limited", "no"],
  ["yes", "limited", "yes"],
  ["yes", "no", "yes"],
  ["yes", "no", "no"],
];

const PRIVACY_ICONS = [
  <LockIcon key="1" />,
  <EyeOffIcon key="2" />,
  <ShieldCheckIcon key="3" />,
  <MonitorIcon key="4" />,
];
const EVERYDAY_ICONS = [
  <TvIcon key="1" />,
  <SmartphoneIcon key="2" />,
  <ZapIcon key="3" />,
  <MailIcon key="4" />,
];

const items = (t: SiteMessage, ids: readonly string[], icons: readonly ReactNode[]) =>
  ids.map((id, i) => ({
    id,
    icon: icons[i],
    title: t(`features.${id}.title`, { count: DEVICES_PER_ACCOUNT }),
    description: t(`features.${id}.body`, { count: DEVICES_PER_ACCOUNT }),
  }));

/** /features (issue #16) as the site composes it: two feature grids, the comparison, the closing call. */
function FeaturesPage({ locale }: { locale: InterfaceLocale }) {
  const t = siteCopy(locale, "features");
  return (
    <div data-slot="features-page" className="bg-surface text-text">
      <TitleBand title={t("features.hero.title")} intro={t("features.hero.body")} />
      <Section spacing="lg">
        <Container className="flex flex-col gap-16">
          <FeatureGrid
            title={t("features.privacy.title")}
            description={t("features.privacy.intro")}
            items={items(t, PRIVACY, PRIVACY_ICONS)}
          />
          <FeatureGrid
            title={t("features.everyday.title")}
            description={t("features.everyday.intro")}
            items={items(t, EVERYDAY, EVERYDAY_ICONS)}
          />
        </Container>
      </Section>
      <Band tone="sunken" title={t("features.compare.title")} intro={t("features.compare.intro")}>
        <ComparisonTable
          label={t("features.compare.title")}
          featureLabel={t("features.compare.feature")}
          columns={[
            { id: "mvpn", label: "mVPN", highlight: true },
            { id: "free", label: t("features.compare.free") },
            { id: "none", label: t("features.compare.none") },
          ]}
          rows={ROWS.map((id, i) => ({
            id,
            label: t(`features.compare.${id}`),
            cells: CELLS[i] ?? [],
          }))}
          verdictLabels={{
            yes: t("features.compare.yes"),
            no: t("features.compare.no"),
            limited: t("features.compare.limited"),
          }}
        />
      </Band>
      <ClosingBand title={t("features.closing.title")} action={t("features.closing.action")}>
        <MoneyBackNote tone="on-brand" />
      </ClosingBand>
    </div>
  );
}

export default { title: "Compositions/Features", tags: ["rtl"], ...composition.meta(FeaturesPage) };
type Story = composition.CompositionStory<typeof FeaturesPage>;

/** Eight features in two grids, then mVPN against a free VPN and no VPN as a real table. */
export const Page: Story = {
  play: composition.checkPage(["features"], async ({ canvasElement, canvas, t }) => {
    await expectOneH1(canvasElement, t("features.hero.title"));
    const table = canvas.getByRole("figure", { name: t("features.compare.title") });
    await expect(within(table).getAllByRole("row")).toHaveLength(ROWS.length + 1);
    await expect(within(table).getByRole("columnheader", { name: "mVPN" })).toHaveClass(
      "text-text-accent",
    );
    await expect(canvas.getByRole("rowheader", { name: t("features.compare.kill") })).toBeVisible();
  }),
};

/** At 360 px the page does not scroll sideways: the table scrolls inside its own focusable region. */
export const FitsSmallPhone: Story = {
  tags: ["no-visual"],
  ...composition.smallPhoneCheck(async ({ canvasElement }) => {
    await expectFitsSmallPhone(canvasElement, { strict: false });
    const region = canvasElement.querySelector('[data-slot="comparison-table"]') as HTMLElement;
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region).toHaveAttribute("tabindex", "0");
  }),
};
