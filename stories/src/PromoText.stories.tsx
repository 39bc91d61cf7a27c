import { PROMO_TONES, PromoText } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { pick } from "./support/contentStoryHelpers";
import { inBothDirections } from "./support/directions";

const meta = {
  title: "Components/PromoText",
  component: PromoText,
  args: {
    text: "[accent]Save up to @(0)%[/accent] on every plan, [strong]today only[/strong].",
    values: [59],
  },
  argTypes: { surface: { control: "select", options: ["light", "brand"] } },
} satisfies Meta<typeof PromoText>;

const COPY = {
  en: {
    main: "[accent]Save up to @(0)%[/accent] on every plan, [strong]today only[/strong].",
    users: "Trusted by [highlight]@(0)[/highlight] people in @(1) countries.",
    muted: "[muted]Renews at the regular price. Cancel any time.[/muted]",
    danger: "[danger]Last chance:[/danger] the offer ends at midnight.",
  },
  ar: {
    main: "[accent]وفّر حتى @(0)%[/accent] على كل الخطط، [strong]اليوم فقط[/strong].",
    users: "يثق بنا [highlight]@(0)[/highlight] شخص في @(1) دولة.",
    muted: "[muted]يتجدد بالسعر العادي. يمكنك الإلغاء في أي وقت.[/muted]",
    danger: "[danger]الفرصة الأخيرة:[/danger] ينتهي العرض عند منتصف الليل.",
  },
};

export default meta;
type Story = StoryObj<typeof meta>;

const BAND =
  "from-surface-brand to-surface-brand-end rounded-card bg-linear-to-br p-6 text-on-brand";

/** A typical promotion line: a tone, a placeholder, strong text. */
export const Default: Story = {
  tags: ["rtl"],
  parameters: { argsByLocale: { ar: { text: COPY.ar.main, values: [59] } } },
  play: inBothDirections(
    async ({ canvasElement }) => {
      await expect(canvasElement).toHaveTextContent("Save up to 59% on every plan, today only.");
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

/** The texts per locale from remote config: the page's locale, else `default`. */
export const FromLocaleMap: Story = {
  args: {
    text: undefined,
    l10n: {
      default: "[accent]Save @(0)%[/accent] this weekend",
      ar: "[accent]وفّر @(0)%[/accent] في عطلة نهاية الأسبوع",
      de: "[accent]Spare @(0) %[/accent] am Wochenende",
    },
    values: [59],
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

function AllTexts({ locale }: { locale: unknown }) {
  const copy = pick(locale, COPY);
  const lines = (surface: "light" | "brand") => (
    <div className="flex flex-col gap-3 text-lg">
      <PromoText surface={surface} text={copy.main} values={[59]} />
      <PromoText surface={surface} text={copy.users} values={[12345678, 94]} />
      <PromoText surface={surface} text={copy.muted} />
      <PromoText surface={surface} text={copy.danger} />
    </div>
  );
  return (
    <div className="flex flex-col gap-6">
      {lines("light")}
      <div className={BAND}>{lines("brand")}</div>
    </div>
  );
}

/** Every tone and placeholder kind on both surfaces. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllTexts locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="promo-text"]')).toHaveLength(8);
  },
};

/** Arabic text: the value "59" stays isolated inside the right-to-left line. */
