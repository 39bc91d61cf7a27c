import {
  AddressTable,
  Button,
  Container,
  ResultFacts,
  ResultPanel,
  Section,
} from "@mvpn/design-system";
import type { InterfaceLocale } from "@mvpn/locales";
import type { ReactNode } from "react";
import { expect, within } from "storybook/test";
import { expectOneH1 } from "./support/compositionHelpers";
import * as composition from "./support/compositionStories";
import { TitleBand } from "./support/pageBands";
import { siteCopy } from "./support/siteCopy";

type Tool = "ip" | "webrtc";

/** Each tool's catalog, and its explanation's headings and paragraphs by id, in the page's order. */
const PAGES = {
  ip: {
    catalog: "what-is-my-ip",
    explain: [
      ["explain.title", "explain.body"],
      ["hide.title", "hide.body"],
    ],
  },
  webrtc: {
    catalog: "webrtc-leak-test",
    explain: [
      ["explain.leak-title", "explain.leak-body"],
      ["explain.fix-title", "explain.fix-body"],
    ],
  },
} as const;

const COLUMN_IDS = ["address", "kind", "source", "comparison"] as const;

/** What the browser revealed in the story: a masked host, the leaked public IPv4, the IPv6 websites see. */
const CANDIDATES = [
  ["5f3b2c1e-8d4a-4f2b-9c1e-0a1b2c3d4e5f.local", "masked", "host", "not-public"],
  ["81.2.69.160", "public", "srflx", "different"],
  ["2001:db8:85a3::8a2e:370:7334", "public", "srflx", "same"],
] as const;

/** The result as the page shows it once the lookup or the test is done. */
function Result({ tool, locale }: { tool: Tool; locale: InterfaceLocale }) {
  if (tool === "ip") {
    const t = siteCopy(locale, "what-is-my-ip");
    const country = new Intl.DisplayNames(locale, { type: "region" }).of("DE") ?? "DE";
    return (
      <ResultPanel
        status="info"
        title={t("what-is-my-ip.result.title")}
        summary={t("what-is-my-ip.result.summary")}
      >
        <ResultFacts
          facts={[
            { id: "ip", label: t("what-is-my-ip.fact.ip"), value: "203.0.113.9", mono: true },
            {
              id: "version",
              label: t("what-is-my-ip.fact.version"),
              value: t("what-is-my-ip.family.ipv4"),
            },
            {
              id: "country",
              label: t("what-is-my-ip.fact.country"),
              value: t("what-is-my-ip.country.with-code", { country, code: "DE" }),
            },
            {
              id: "other",
              label: t("what-is-my-ip.fact.other-ipv6"),
              value: "2001:db8:85a3::8a2e:370:7334",
              mono: true,
            },
          ]}
        />
      </ResultPanel>
    );
  }
  const t = siteCopy(locale, "webrtc-leak-test");
  return (
    <ResultPanel
      status="exposed"
      title={t("webrtc-leak-test.verdict.leak")}
      summary={t("webrtc-leak-test.verdict.leak-summary")}
      actions={<Button variant="outline">{t("webrtc-leak-test.action.rerun")}</Button>}
    >
      <AddressTable
        caption={t("webrtc-leak-test.table.caption")}
        columns={COLUMN_IDS.map((id) => ({
          id,
          header: t(`webrtc-leak-test.table.${id}`),
          mono: id === "address",
        }))}
        rows={CANDIDATES.map(([address, kind, type, comparison], i) => ({
          id: String(i),
          highlight: comparison === "different",
          cells: {
            address,
            kind: t(`webrtc-leak-test.kind.${kind}`),
            source: t(`webrtc-leak-test.type.${type}`),
            comparison: t(`webrtc-leak-test.comparison.${comparison}`),
          },
        }))}
      />
    </ResultPanel>
  );
}

/**
 * /what-is-my-ip and /webrtc-leak-test (issue #15) as the site composes
 * them: the title band, the result panel, what it means, the call to action.
 */
function ToolPage({ tool, locale }: { tool: Tool; locale: InterfaceLocale }) {
  const page = PAGES[tool];
  const t = siteCopy(locale, page.catalog);
  const say = (id: string) => t(`${page.catalog}.${id}`);
  return (
    <div data-slot="tool-page" className="bg-surface text-text">
      <TitleBand title={say("hero.title")} intro={say("hero.body")} />
      <Section spacing="lg">
        <Container className="flex max-w-3xl flex-col gap-12">
          <Result tool={tool} locale={locale} />
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
                    {say(title)}
                  </h2>
                  <p className="m-0">{say(body)}</p>
                </div>
              ),
            )}
            <div>
              <Button size="lg" variant="primary">
                {say("cta.action")}
              </Button>
            </div>
          </article>
        </Container>
      </Section>
    </div>
  );
}

export default {
  title: "Compositions/Tools",
  tags: ["rtl"],
  ...composition.meta(ToolPage, { tool: "ip" }),
};
type Story = composition.CompositionStory<typeof ToolPage>;

/** /what-is-my-ip: the address, its version and country, and the other family, as a description list. */
export const WhatIsMyIp: Story = {
  name: "What is my IP",
  play: composition.checkPage(["what-is-my-ip"], async ({ canvasElement, canvas, t }) => {
    await expectOneH1(canvasElement, t("what-is-my-ip.hero.title"));
    const result = canvas.getByRole("region", { name: t("what-is-my-ip.result.title") });
    await expect(within(result).getByText("203.0.113.9").tagName).toBe("DD");
  }),
};

/** /webrtc-leak-test with a leak: the verdict as a status, the leaked address highlighted in the table. */
export const WebRtcLeak: Story = {
  name: "WebRTC leak test",
  args: { tool: "webrtc" },
  play: composition.checkPage(["webrtc-leak-test"], async ({ canvasElement, canvas, t }) => {
    await expectOneH1(canvasElement, t("webrtc-leak-test.hero.title"));
    await expect(canvas.getByRole("status")).toHaveTextContent(t("webrtc-leak-test.verdict.leak"));
    const table = canvas.getByRole("table", { name: t("webrtc-leak-test.table.caption") });
    await expect(within(table).getAllByRole("row")).toHaveLength(CANDIDATES.length + 1);
  }),
};

/** The address table wraps its cells: nothing sticks out at 360 px, even the long IPv6 address. */
export const WebRtcLeakFitsSmallPhone: Story = {
  args: { tool: "webrtc" },
  tags: ["no-visual"],
  ...composition.smallPhoneCheck(undefined, "WebRTC leak test fits a 360 px phone"),
};
