import { PROMO_TONES, PromoText } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { argsFromSite } from "./support/siteArgs";
import { type SiteMessage, siteCopy } from "./support/siteCopy";

/**
 * Promotion lines in the site's words, marked up as the remote config marks
 * its texts (docs/promotions.md): the popups' sentences from the header
 * catalog with their discount as an `@(0)` placeholder in a tone, and
 * /pricing's note and countdown label. `@(0)` takes the percent as Intl
 * formats it for the locale ("59 %" in German and French).
 */
const promoLines = (t: SiteMessage) => ({
  main: t("header.promoWeekendBody", { discount: "[accent]@(0)[/accent]" }),
  festival: `[strong]${t("header.promoFestivalTitle")}:[/strong] ${t("header.promoFestivalBody", { discount: "[highlight]@(0)[/highlight]" })}`,
  muted: `[muted]${t("pricing.plans.note")}[/muted]`,
  danger: `[danger]${t("header.promoMobileTitle")}:[/danger] ${t("header.promoMobileBody", { discount: "@(0)" })}`,
});
const percent = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { style: "percent" }).format(value / 100);

const MAIN_LINE = argsFromSite(["header", "pricing"], (t, locale) => ({
  text: promoLines(t).main,
  values: [percent(locale, 59)],
}));

const meta = {
  title: "Components/PromoText",
  component: PromoText,
  args: MAIN_LINE.en,
  argTypes: { surface: { control: "select", options: ["light", "brand"] } },
} satisfies Meta<typeof PromoText>;

export default meta;
type Story = StoryObj<typeof meta>;

const BAND =
  "from-surface-brand to-surface-brand-end rounded-card bg-linear-to-br p-6 text-on-brand";

/** A typical promotion line: a tone around a placeholder. In Arabic the value stays isolated. */
export const Default: Story = {
  tags: ["rtl"],
  parameters: { argsByLocale: MAIN_LINE },
  play: inBothDirections(
    async ({ canvasElement }) => {
      await expect(canvasElement).toHaveTextContent("Save up to 59% on every plan this weekend.");
    },
    async ({ canvasElement }) => {
      await expect(canvasElement.querySelector("bdi")).toHaveTextContent("59");
    },
  ),
};

const TONE_LINE = PROMO_TONES.map((tone) => `[${tone}]${tone}[/${tone}]`).join(" · ");

/** Every tone on a light surface. */
export const Tones: Story = {
  args: { text: TONE_LINE, values: [] },
};

/** Every tone on the brand band, with their on-brand colours. */
export const OnBrandBand: Story = {
  args: { text: TONE_LINE, values: [], surface: "brand" },
  decorators: [
    (Story) => (
      <div className={BAND}>
        <Story />
      </div>
    ),
  ],
};

/** Placeholders: numbers formatted for the locale, strings as they are, a missing one left visible. */
export const Placeholders: Story = {
  args: {
    text: "[highlight]@(0)[/highlight] users in @(1) countries, from [accent]@(2)[/accent] a month. Missing: @(7)",
    values: [12345678, 94, "$2.99"],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      "12,345,678 users in 94 countries, from $2.99 a month. Missing: @(7)",
    );
  },
};

/**
 * The texts per locale from remote config: the page's locale, else `default`
 * (English). The config below has Arabic and German only: in every other
 * locale the line is English.
 */
export const FromLocaleMap: Story = {
  render: (args, { globals }) => {
    const line = (locale: string) => promoLines(siteCopy(locale, "header", "pricing")).festival;
    const locale = String(globals.locale ?? "en");
    return (
      <PromoText
        {...args}
        text={undefined}
        l10n={{ default: line("en"), ar: line("ar"), de: line("de") }}
        values={[percent(["ar", "de"].includes(locale) ? locale : "en", 70)]}
      />
    );
  },
};

const HOSTILE = [
  '<script>alert("x")</script> <img src=x onerror=alert(1)> <b>bold?</b> &amp;',
  "[color=#ff0000]red?[/color] [ACCENT]shout[/ACCENT] [blink]blink[/blink]",
  "[accent]unclosed … runs to the end",
  "[accent]a [strong]b [/accent]c [/strong]d",
  "[muted][accent][strong][highlight][danger]five deep[/danger]",
  "@(999999999999) @(99999999999999999999) @() @(x)",
  `${"A very long promotion word without spaces ".replaceAll(" ", "")}${"x".repeat(120)}`,
];

/** Broken and hostile config entries: everything that is not a known tag shows as text. */
export const HostileInput: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <ul className="flex max-w-md flex-col gap-3">
      {HOSTILE.map((text) => (
        <li key={text} className="border-border rounded-control border p-3">
          <PromoText text={text} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("ul script, ul img, ul b")).toBeNull();
    await expect(within(canvasElement).getByText(/<script>alert/)).toBeVisible();
  },
};

function AllTexts({ locale }: { locale: string }) {
  const lines = promoLines(siteCopy(locale, "header", "pricing"));
  const shown = (surface: "light" | "brand") => (
    <div className="flex flex-col gap-3 text-lg">
      <PromoText surface={surface} text={lines.main} values={[percent(locale, 59)]} />
      <PromoText surface={surface} text={lines.festival} values={[percent(locale, 70)]} />
      <PromoText surface={surface} text={lines.muted} />
      <PromoText surface={surface} text={lines.danger} values={[percent(locale, 59)]} />
    </div>
  );
  return (
    <div className="flex flex-col gap-6">
      {shown("light")}
      <div className={BAND}>{shown("brand")}</div>
    </div>
  );
}

/** Every tone and placeholder kind on both surfaces. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllTexts locale={String(globals.locale ?? "en")} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="promo-text"]')).toHaveLength(8);
  },
};
