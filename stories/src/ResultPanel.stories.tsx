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
import { inBothDirections } from "./support/directions";
import { StillSpinners } from "./support/feedbackStoryHelpers";
import { siteCopy } from "./support/siteCopy";

/**
 * The free tools' results (issue #15) in their pages' words: /webrtc-leak-test
 * for the verdicts and /what-is-my-ip for the address facts. The addresses
 * are documentation ranges, never a visitor's.
 */
function wordsFor(locale: unknown) {
  const lang = typeof locale === "string" ? locale : "en";
  const t = siteCopy(lang, "webrtc-leak-test", "what-is-my-ip");
  const germany = new Intl.DisplayNames([lang], { type: "region" }).of("DE") ?? "DE";
  return {
    title: {
      pending: t("webrtc-leak-test.result.pending"),
      safe: t("webrtc-leak-test.verdict.no-leak"),
      exposed: t("webrtc-leak-test.verdict.leak"),
      unknown: t("webrtc-leak-test.verdict.unknown"),
      info: t("what-is-my-ip.result.title"),
    } satisfies Record<ResultStatus, string>,
    summary: {
      pending: t("webrtc-leak-test.result.pending-summary"),
      safe: t("webrtc-leak-test.verdict.no-leak-summary"),
      exposed: t("webrtc-leak-test.verdict.leak-summary"),
      unknown: t("webrtc-leak-test.reason.no-stun-answer"),
      info: t("what-is-my-ip.result.summary"),
    } satisfies Record<ResultStatus, string>,
    facts: [
      { id: "ip", label: t("what-is-my-ip.fact.ip"), value: "203.0.113.9", mono: true },
      {
        id: "version",
        label: t("what-is-my-ip.fact.version"),
        value: t("what-is-my-ip.family.ipv4"),
      },
      {
        id: "country",
        label: t("what-is-my-ip.fact.country"),
        value: t("what-is-my-ip.country.with-code", { country: germany, code: "DE" }),
      },
      {
        id: "other",
        label: t("what-is-my-ip.fact.other-ipv6"),
        value: "2001:db8:85a3::8a2e:370:7334",
        mono: true,
      },
    ],
    caption: t("webrtc-leak-test.table.caption"),
    columns: ["address", "kind", "source", "comparison"].map((id) =>
      t(`webrtc-leak-test.table.${id}`),
    ),
    rows: [
      [
        "5f3b2c1e-8d4a-4f2b-9c1e-0a1b2c3d4e5f.local",
        t("webrtc-leak-test.kind.masked"),
        t("webrtc-leak-test.type.host"),
        t("webrtc-leak-test.comparison.not-public"),
      ],
      [
        "81.2.69.160",
        t("webrtc-leak-test.kind.public"),
        t("webrtc-leak-test.type.srflx"),
        t("webrtc-leak-test.comparison.different"),
      ],
      [
        "2001:db8:85a3::8a2e:370:7334",
        t("webrtc-leak-test.kind.public"),
        t("webrtc-leak-test.type.srflx"),
        t("webrtc-leak-test.comparison.same"),
      ],
    ],
    rerun: t("webrtc-leak-test.action.rerun"),
  };
}

const COLUMN_IDS = ["address", "kind", "source", "comparison"] as const;

function Panel({ status, locale }: { status: ResultStatus; locale: unknown }) {
  const words = wordsFor(locale);
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
  args: { status: "safe", title: wordsFor("en").title.safe },
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
  render: (args, { globals }) => <Panel status={args.status} locale={globals.locale} />,
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
      await expect(canvas.getByRole("table", { name: wordsFor("en").caption })).toBeVisible();
      await expect(canvas.getByRole("status")).toHaveTextContent("WebRTC leak found");
    },
    // In Arabic: the frame check every right-to-left story gets (.storybook/preview.tsx).
    async () => {},
  ),
};
export const CouldNotVerify: Story = { args: { status: "unknown" } };
