import {
  Button,
  DownloadIcon,
  GlobeIcon,
  Hero,
  HeroTrustItem,
  HeroTrustList,
  Rating,
  ShieldCheckIcon,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ShieldIllustration } from "./illustrations/VpnIllustrations";
import { expectRightToLeft, pick } from "./support/contentStoryHelpers";

const COPY = {
  en: {
    eyebrow: "No-logs VPN for every device",
    headline: "Private internet in one tap",
    description:
      "Encrypt every connection on up to 10 devices, at home and on public Wi-Fi, without slowing down.",
    primary: "See plans",
    secondary: "Download for Windows",
    guarantee: "30-day money-back guarantee",
    countries: "Servers in 94 countries",
    reviews: "from 120,000 reviews",
    compactHeadline: "Stream your shows from anywhere",
    compactDescription: "Servers tuned for HD video in 94 countries, with no bandwidth cap.",
  },
  ar: {
    eyebrow: "شبكة VPN بلا سجلات لكل أجهزتك",
    headline: "إنترنت خاص بنقرة واحدة",
    description:
      "شفّر كل اتصال على ما يصل إلى 10 أجهزة، في المنزل وعلى شبكات Wi-Fi العامة، دون أن يتباطأ اتصالك.",
    primary: "اطّلع على الخطط",
    secondary: "نزّل لنظام Windows",
    guarantee: "ضمان استرداد الأموال خلال 30 يومًا",
    countries: "خوادم في 94 دولة",
    reviews: "من أكثر من 120٬000 تقييم",
    compactHeadline: "شاهد برامجك المفضلة من أي مكان",
    compactDescription:
      "خوادم مهيّأة لبث الفيديو بجودة عالية في 94 دولة، بلا حدود لاستهلاك البيانات.",
  },
};

type Copy = (typeof COPY)["en"];

function TrustLine({ copy }: { copy: Copy }) {
  return (
    <HeroTrustList>
      <HeroTrustItem icon={<ShieldCheckIcon />}>{copy.guarantee}</HeroTrustItem>
      <HeroTrustItem icon={<GlobeIcon />}>{copy.countries}</HeroTrustItem>
      <HeroTrustItem>
        <Rating value={4.8} tone="onBrand" size="sm" showValue />
        <span>{copy.reviews}</span>
      </HeroTrustItem>
    </HeroTrustList>
  );
}

function heroProps(copy: Copy) {
  return {
    eyebrow: copy.eyebrow,
    headline: copy.headline,
    description: copy.description,
    primaryAction: (
      <Button asChild size="lg">
        <a href="#pricing">{copy.primary}</a>
      </Button>
    ),
    secondaryAction: (
      <Button variant="outline" size="lg">
        <DownloadIcon />
        {copy.secondary}
      </Button>
    ),
    trust: <TrustLine copy={copy} />,
    illustration: <ShieldIllustration />,
  };
}

const meta = {
  title: "Components/Hero",
  component: Hero,
  parameters: { layout: "fullscreen" },
  args: heroProps(COPY.en),
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headline = canvas.getByRole("heading", { level: 1, name: COPY.en.headline });
    await expect(canvas.getByRole("region", { name: COPY.en.headline })).toBeVisible();
    // Latin headlines are set tight: letter-spacing is negative.
    await expect(Number.parseFloat(getComputedStyle(headline).letterSpacing)).toBeLessThan(0);
    // Keyboard focus on the band wears the on-brand ring.
    await userEvent.tab();
    const primary = canvas.getByRole("link", { name: COPY.en.primary });
    await expect(primary).toHaveFocus();
    const probe = document.createElement("div");
    probe.style.color = "var(--mvpn-color-focus-on-brand)";
    canvasElement.append(probe);
    const onBrandFocus = getComputedStyle(probe).color;
    probe.remove();
    // (after the button's 150 ms colour transition)
    await waitFor(() => expect(getComputedStyle(primary).outlineColor).toBe(onBrandFocus));
  },
};

export const WithoutIllustration: Story = {
  args: { illustration: undefined },
};

/** Under the transparent header: the header's height is added to the top padding. */
export const UnderTransparentHeader: Story = {
  args: { headerOverlap: true },
  play: async ({ canvasElement }) => {
    const hero = within(canvasElement).getByRole("region", { name: COPY.en.headline });
    await expect(Number.parseFloat(getComputedStyle(hero).paddingTop)).toBeGreaterThanOrEqual(128);
  },
};

function AllHeroes({ locale }: { locale: unknown }) {
  const copy = pick(locale, COPY);
  return (
    <div className="flex flex-col gap-8">
      <Hero {...heroProps(copy)} />
      <Hero
        {...heroProps(copy)}
        headline={copy.compactHeadline}
        illustration={undefined}
        headingLevel={2}
      />
      <Hero
        headline={`${copy.compactHeadline}.`}
        description={copy.compactDescription}
        headingLevel={2}
        primaryAction={<Button size="lg">{copy.primary}</Button>}
      />
    </div>
  );
}

/** Full, without illustration, and the minimum (headline, sentence, one action). */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllHeroes locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("region")).toHaveLength(3);
  },
};

export const RTL: Story = {
  globals: { locale: "ar" },
  args: heroProps(COPY.ar),
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    const headline = within(canvasElement).getByRole("heading", {
      level: 1,
      name: COPY.ar.headline,
    });
    // Arabic is never letter-spaced.
    await expect(getComputedStyle(headline).letterSpacing).toMatch(/^(normal|0px)$/);
    await expect(
      within(canvasElement).getByRole("img", { name: "التقييم 4.8 من 5" }),
    ).toBeVisible();
  },
};
