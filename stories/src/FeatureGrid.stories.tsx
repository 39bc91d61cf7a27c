import {
  FeatureGrid,
  type FeatureItem,
  GlobeIcon,
  LockIcon,
  MonitorIcon,
  ServerIcon,
  ShieldCheckIcon,
  ZapIcon,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { expectRightToLeft, pick } from "./support/contentStoryHelpers";

const ICONS = [
  <ShieldCheckIcon key="shield" />,
  <ZapIcon key="zap" />,
  <GlobeIcon key="globe" />,
  <LockIcon key="lock" />,
  <MonitorIcon key="monitor" />,
  <ServerIcon key="server" />,
];

const COPY = {
  en: {
    title: "Why people choose mVPN",
    description: "Everything you need to stay private online, in one app.",
    benefits: [
      ["No-logs policy", "We never record the sites you visit, your traffic or your IP address."],
      [
        "Fast everywhere",
        "10 Gbit/s servers keep video in HD, even on the other side of the world.",
      ],
      ["94 countries", "Pick a country and browse as if you were there."],
      ["Safe on public Wi-Fi", "Your traffic is encrypted before it leaves your phone or laptop."],
      ["10 devices at once", "One subscription covers Windows, macOS, iOS, Android and your TV."],
      ["Private DNS", "Our own DNS servers answer your lookups, so nobody else sees them."],
    ],
  },
  ar: {
    title: "لماذا يختار الناس mVPN",
    description: "كل ما تحتاجه للحفاظ على خصوصيتك على الإنترنت، في تطبيق واحد.",
    benefits: [
      [
        "سياسة عدم الاحتفاظ بالسجلات",
        "لا نسجّل أبدًا المواقع التي تزورها ولا بياناتك ولا عنوان IP الخاص بك.",
      ],
      [
        "سرعة في كل مكان",
        "خوادم بسرعة 10 جيجابت/ثانية تحافظ على جودة الفيديو العالية حتى في الطرف الآخر من العالم.",
      ],
      ["94 دولة", "اختر دولة وتصفّح كأنك موجود فيها."],
      ["أمان على شبكات Wi-Fi العامة", "تُشفَّر بياناتك قبل أن تغادر هاتفك أو حاسوبك."],
      ["10 أجهزة في آنٍ واحد", "اشتراك واحد يغطي Windows وmacOS وiOS وAndroid وتلفازك."],
      ["DNS خاص", "خوادم DNS الخاصة بنا تجيب عن طلباتك، فلا يطّلع عليها أحد غيرنا."],
    ],
  },
};

function itemsFor(locale: unknown, count = 6): FeatureItem[] {
  return pick(locale, COPY)
    .benefits.slice(0, count)
    .map(([title, description], index) => ({
      id: String(index),
      icon: ICONS[index],
      title,
      description,
    }));
}

const meta = {
  title: "Components/FeatureGrid",
  component: FeatureGrid,
  args: {
    title: COPY.en.title,
    description: COPY.en.description,
    items: itemsFor("en", 3),
  },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Three: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole("region", { name: COPY.en.title });
    await expect(within(section).getAllByRole("heading", { level: 3 })).toHaveLength(3);
  },
};

export const Four: Story = { args: { items: itemsFor("en", 4) } };

export const Six: Story = { args: { items: itemsFor("en", 6) } };

function AllGrids({ locale }: { locale: unknown }) {
  const copy = pick(locale, COPY);
  return (
    <div className="flex flex-col gap-16">
      {[3, 4, 5, 6].map((count) => (
        <FeatureGrid
          key={count}
          title={`${copy.title} (${count})`}
          description={copy.description}
          items={itemsFor(locale, count)}
        />
      ))}
    </div>
  );
}

/** Three to six benefits: four sit in one row on desktop, the others in rows of three. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllGrids locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(3 + 4 + 5 + 6);
  },
};

export const RTL: Story = {
  globals: { locale: "ar" },
  args: { title: COPY.ar.title, description: COPY.ar.description, items: itemsFor("ar", 6) },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    await expect(within(canvasElement).getByRole("region", { name: COPY.ar.title })).toBeVisible();
  },
};
