import {
  AddressTable,
  Button,
  Container,
  ResultFacts,
  ResultPanel,
  Section,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect, within } from "storybook/test";
import { type CheckoutLang, SMALL_PHONE } from "./support/checkoutFixtures";
import { expectOneH1, fitsSmallPhone } from "./support/compositionHelpers";
import { compositionMeta } from "./support/compositionStories";
import { inBothDirections } from "./support/directions";

type Tool = "ip" | "webrtc";

const COPY = {
  en: {
    ip: {
      title: "What is my IP address?",
      intro: "The address websites see when you visit them, and what it says about you.",
      result: "Your IP address",
      summary: "This is the address websites see when you visit them from this browser.",
      explain: [
        [
          "What your IP address tells a website",
          "It points to your internet provider and, roughly, your city. Sites use it to guess where you are and to recognise you across visits.",
        ],
        [
          "Hide it with a VPN",
          "Connected to mVPN, websites see the address of our server instead of yours.",
        ],
      ],
    },
    webrtc: {
      title: "WebRTC leak test",
      intro:
        "Check whether your browser reveals your real IP address through WebRTC, even behind a VPN.",
      result: "WebRTC leak found",
      summary:
        "Your browser reveals a public IP address that websites don’t see over your normal connection.",
      explain: [
        [
          "What the result means",
          "A page could learn the address your VPN hides. Turn on WebRTC leak protection in the mVPN app, or limit WebRTC in your browser's settings.",
        ],
        [
          "How the test works",
          "Your browser asks a STUN server for its addresses; we compare the public ones with the address websites see.",
        ],
      ],
    },
    facts: [
      { id: "ip", label: "IP address", value: "203.0.113.9", mono: true },
      { id: "version", label: "Version", value: "IPv4" },
      { id: "country", label: "Country", value: "Germany (DE)" },
      {
        id: "other",
        label: "Your IPv6 address",
        value: "2001:db8:85a3::8a2e:370:7334",
        mono: true,
      },
    ],
    caption: "Addresses your browser revealed through WebRTC",
    columns: ["Address", "Kind", "Found as", "Result"],
    rows: [
      [
        "5f3b2c1e-8d4a-4f2b-9c1e-0a1b2c3d4e5f.local",
        "Hidden by your browser",
        "Your device",
        "Doesn’t identify you online",
      ],
      ["81.2.69.160", "Public", "Seen by a STUN server", "Leaked: differs from what websites see"],
      ["2001:db8:85a3::8a2e:370:7334", "Public", "Seen by a STUN server", "Same as websites see"],
    ],
    rerun: "Run the test again",
    cta: "See mVPN plans",
  },
  ar: {
    ip: {
      title: "ما هو عنوان IP الخاص بي؟",
      intro: "العنوان الذي تراه المواقع عندما تزورها، وما الذي يكشفه عنك.",
      result: "عنوان IP الخاص بك",
      summary: "هذا هو العنوان الذي تراه المواقع عندما تزورها من هذا المتصفح.",
      explain: [
        [
          "ما الذي يخبر به عنوان IP المواقع",
          "يدل على مزوّد الإنترنت الخاص بك وعلى مدينتك تقريبًا. تستخدمه المواقع لتخمين مكانك والتعرّف عليك في كل زيارة.",
        ],
        ["أخفه باستخدام VPN", "عند اتصالك بـ mVPN، ترى المواقع عنوان خادمنا بدلًا من عنوانك."],
      ],
    },
    webrtc: {
      title: "اختبار تسرّب WebRTC",
      intro: "تحقّق مما إذا كان متصفحك يكشف عنوان IP الحقيقي عبر WebRTC، حتى خلف شبكة VPN.",
      result: "تم العثور على تسرّب WebRTC",
      summary: "يكشف متصفحك عنوان IP عامًا لا تراه المواقع عبر اتصالك العادي.",
      explain: [
        [
          "ماذا تعني النتيجة",
          "يمكن لصفحة ما معرفة العنوان الذي تخفيه شبكة VPN. فعّل الحماية من تسرّب WebRTC في تطبيق mVPN، أو قيّد WebRTC في إعدادات متصفحك.",
        ],
        [
          "كيف يعمل الاختبار",
          "يسأل متصفحك خادم STUN عن عناوينه، ثم نقارن العناوين العامة بالعنوان الذي تراه المواقع.",
        ],
      ],
    },
    facts: [
      { id: "ip", label: "عنوان IP", value: "203.0.113.9", mono: true },
      { id: "version", label: "الإصدار", value: "IPv4" },
      { id: "country", label: "البلد", value: "ألمانيا (DE)" },
      {
        id: "other",
        label: "عنوان IPv6 الخاص بك",
        value: "2001:db8:85a3::8a2e:370:7334",
        mono: true,
      },
    ],
    caption: "العناوين التي كشفها متصفحك عبر WebRTC",
    columns: ["العنوان", "النوع", "طريقة العثور عليه", "النتيجة"],
    rows: [
      [
        "5f3b2c1e-8d4a-4f2b-9c1e-0a1b2c3d4e5f.local",
        "أخفاه متصفحك",
        "جهازك",
        "لا يكشف هويتك على الإنترنت",
      ],
      ["81.2.69.160", "عام", "رآه خادم STUN", "متسرّب: يختلف عمّا تراه المواقع"],
      ["2001:db8:85a3::8a2e:370:7334", "عام", "رآه خادم STUN", "مطابق لما تراه المواقع"],
    ],
    rerun: "أعد الاختبار",
    cta: "اطّلع على خطط mVPN",
  },
} satisfies Record<CheckoutLang, unknown>;

const COLUMN_IDS = ["address", "kind", "source", "comparison"] as const;

/** The result as the page shows it once the lookup or the test is done. */
function Result({ tool, lang }: { tool: Tool; lang: CheckoutLang }) {
  const copy = COPY[lang];
  if (tool === "ip") {
    return (
      <ResultPanel status="info" title={copy.ip.result} summary={copy.ip.summary}>
        <ResultFacts facts={copy.facts} />
      </ResultPanel>
    );
  }
  return (
    <ResultPanel
      status="exposed"
      title={copy.webrtc.result}
      summary={copy.webrtc.summary}
      actions={<Button variant="outline">{copy.rerun}</Button>}
    >
      <AddressTable
        caption={copy.caption}
        columns={COLUMN_IDS.map((id, i) => ({
          id,
          header: copy.columns[i],
          mono: id === "address",
        }))}
        rows={copy.rows.map((cells, i) => ({
          id: String(i),
          highlight: i === 1,
          cells: Object.fromEntries(COLUMN_IDS.map((id, j) => [id, cells[j]])),
        }))}
      />
    </ResultPanel>
  );
}

/**
 * /what-is-my-ip and /webrtc-leak-test (issue #15) as the site composes
 * them: the title band, the result panel, what it means, the call to action.
 */
function ToolPage({ tool, lang }: { tool: Tool; lang: CheckoutLang }) {
  const copy = COPY[lang];
  const page = copy[tool];
  return (
    <div data-slot="tool-page" className="bg-surface text-text">
      <Section tone="brand" spacing="md">
        <Container className="flex flex-col gap-3">
          <h1 className="font-display m-0 text-4xl font-extrabold md:text-5xl">{page.title}</h1>
          <p className="text-on-brand-muted m-0 max-w-2xl text-lg">{page.intro}</p>
        </Container>
      </Section>
      <Section spacing="lg">
        <Container className="flex max-w-3xl flex-col gap-12">
          <Result tool={tool} lang={lang} />
          <article className="text-text flex flex-col gap-4 text-base leading-relaxed">
            {page.explain.map(
              ([title, body], i): ReactNode => (
                <div key={title} className="flex flex-col gap-4">
                  <h2
                    className={
                      i > 0
                        ? "font-display m-0 mt-4 text-2xl font-bold"
                        : "font-display m-0 text-2xl font-bold"
                    }
                  >
                    {title}
                  </h2>
                  <p className="m-0">{body}</p>
                </div>
              ),
            )}
            <div>
              <Button size="lg" variant="primary">
                {copy.cta}
              </Button>
            </div>
          </article>
        </Container>
      </Section>
    </div>
  );
}

const meta = {
  title: "Compositions/Tools",
  ...compositionMeta(ToolPage, { tool: "ip" }),
} satisfies Meta<typeof ToolPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /what-is-my-ip: the address, its version and country, and the other family, as a description list. */
export const WhatIsMyIp: Story = {
  tags: ["rtl"],
  name: "What is my IP",
  play: inBothDirections(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expectOneH1(canvasElement, COPY.en.ip.title);
      const result = canvas.getByRole("region", { name: COPY.en.ip.result });
      await expect(within(result).getByText("203.0.113.9").tagName).toBe("DD");
      await expect(within(result).getByText("Germany (DE)")).toBeVisible();
    },
    async ({ canvasElement }) => {
      await expectOneH1(canvasElement, COPY.ar.ip.title);
    },
  ),
};

/** /webrtc-leak-test with a leak: the verdict as a status, the leaked address highlighted in the table. */
export const WebRtcLeak: Story = {
  name: "WebRTC leak test",
  args: { tool: "webrtc" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOneH1(canvasElement, COPY.en.webrtc.title);
    await expect(canvas.getByRole("status")).toHaveTextContent(COPY.en.webrtc.result);
    const table = canvas.getByRole("table", { name: COPY.en.caption });
    await expect(within(table).getAllByRole("row")).toHaveLength(4);
  },
};

export const WebRtcLeakFitsSmallPhone: Story = {
  ...SMALL_PHONE,
  name: "WebRTC leak test fits a 360 px phone",
  args: { tool: "webrtc" },
  tags: ["no-visual", "rtl"],
  // The address table wraps its cells: nothing sticks out at 360 px, even the long IPv6 address.
  // The same check in both directions (the storybook-rtl project runs it in Arabic).
  play: fitsSmallPhone,
};
