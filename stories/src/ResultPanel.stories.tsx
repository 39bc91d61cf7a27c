import {
  AddressTable,
  Button,
  RESULT_STATUSES,
  ResultFacts,
  ResultPanel,
  type ResultStatus,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { type CheckoutLang, checkoutLang } from "./support/checkoutFixtures";
import { inBothDirections } from "./support/directions";
import { StillSpinners } from "./support/feedbackStoryHelpers";

/** The free tools' results (issue #15): /what-is-my-ip and /webrtc-leak-test. */
const COPY = {
  en: {
    title: {
      pending: "Testing your browser…",
      safe: "No WebRTC leak",
      exposed: "WebRTC leak found",
      unknown: "We couldn’t verify your browser",
      info: "Your IP address",
    } satisfies Record<ResultStatus, string>,
    summary: {
      pending: "This takes up to 5 seconds.",
      safe: "WebRTC shows no public IP address other than the one websites already see.",
      exposed:
        "Your browser reveals a public IP address that websites don’t see over your normal connection.",
      unknown: "No STUN server answered, so your browser never learned its public address.",
      info: "This is the address websites see when you visit them from this browser.",
    } satisfies Record<ResultStatus, string>,
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
  },
  ar: {
    title: {
      pending: "جارٍ اختبار متصفحك…",
      safe: "لا يوجد تسرّب WebRTC",
      exposed: "تم العثور على تسرّب WebRTC",
      unknown: "تعذّر علينا التحقق من متصفحك",
      info: "عنوان IP الخاص بك",
    } satisfies Record<ResultStatus, string>,
    summary: {
      pending: "يستغرق ذلك 5 ثوانٍ على الأكثر.",
      safe: "لا يُظهر WebRTC أي عنوان IP عام غير العنوان الذي تراه المواقع أصلًا.",
      exposed: "يكشف متصفحك عنوان IP عامًا لا تراه المواقع عبر اتصالك العادي.",
      unknown: "لم يستجب أي خادم STUN، لذا لم يعرف متصفحك عنوانه العام قط.",
      info: "هذا هو العنوان الذي تراه المواقع عندما تزورها من هذا المتصفح.",
    } satisfies Record<ResultStatus, string>,
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
  },
} satisfies Record<CheckoutLang, unknown>;

const COLUMN_IDS = ["address", "kind", "source", "comparison"] as const;

function Panel({ status, lang }: { status: ResultStatus; lang: CheckoutLang }) {
  const words = COPY[lang];
  const isLeakTest = status !== "info";
  return (
    <ResultPanel
      status={status}
      title={words.title[status]}
      summary={words.summary[status]}
      actions={
        isLeakTest && status !== "pending" ? (
          <Button variant="outline">{words.rerun}</Button>
        ) : undefined
      }
    >
      {isLeakTest ? (
        status === "pending" ? (
          <ResultFacts facts={words.facts.slice(0, 2)} loading />
        ) : (
          <AddressTable
            caption={words.caption}
            columns={COLUMN_IDS.map((id, i) => ({
              id,
              header: words.columns[i],
              mono: id === "address",
            }))}
            rows={words.rows.map((cells, i) => ({
              id: String(i),
              highlight: status === "exposed" && i === 1,
              cells: Object.fromEntries(COLUMN_IDS.map((id, j) => [id, cells[j]])),
            }))}
          />
        )
      ) : (
        <ResultFacts facts={words.facts} />
      )}
    </ResultPanel>
  );
}

const meta = {
  title: "Components/ResultPanel",
  component: ResultPanel,
  args: { status: "safe", title: COPY.en.title.safe },
  argTypes: { status: { control: "select", options: RESULT_STATUSES } },
  decorators: [
    (Story) => (
      <StillSpinners>
        <div className="max-w-3xl">
          <Story />
        </div>
      </StillSpinners>
    ),
  ],
  render: (args, { globals }) => <Panel status={args.status} lang={checkoutLang(globals.locale)} />,
} satisfies Meta<typeof ResultPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IpAddress: Story = {
  tags: ["rtl"],
  args: { status: "info" },
  play: inBothDirections(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole("region", { name: "Your IP address" })).toBeVisible();
      await expect(canvas.getByText("203.0.113.9").tagName).toBe("DD");
    },
    // In Arabic: the frame check every right-to-left story gets (.storybook/preview.tsx).
    async () => {},
  ),
};
export const Pending: Story = { args: { status: "pending" } };
export const NoLeak: Story = { args: { status: "safe" } };
export const Leak: Story = {
  tags: ["rtl"],
  args: { status: "exposed" },
  play: inBothDirections(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole("table", { name: COPY.en.caption })).toBeVisible();
      await expect(canvas.getByRole("status")).toHaveTextContent("WebRTC leak found");
    },
    // In Arabic: the frame check every right-to-left story gets (.storybook/preview.tsx).
    async () => {},
  ),
};
export const CouldNotVerify: Story = { args: { status: "unknown" } };
