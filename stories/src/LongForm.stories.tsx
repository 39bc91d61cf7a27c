import { Prose, TableOfContents, type TocHeading } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { langOf, type StoryLang } from "./support/siteChromeFixtures";

const meta = {
  title: "Content/Long form (Prose and TableOfContents)",
  component: Prose,
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

/** HTML as the site's Markdown renderer writes it (headings with ids), in both directions. */
const HTML: Record<StoryLang, string> = {
  en: `<p>A VPN sends everything your device says to the internet through an <strong>encrypted</strong> connection to a server. <a href="#choose">How to choose one</a>.</p>
<h2 id="without">What happens without a VPN</h2>
<p>Most websites use HTTPS, but a great deal still travels in the open:</p>
<ul><li><strong>The names of the sites you visit.</strong> DNS lookups are often unencrypted.</li><li><strong>Your IP address</strong>, which points to your city.</li></ul>
<h3 id="protocols">Encryption and protocols</h3>
<p>Modern protocols such as <code>WireGuard</code> use fresh keys for every session.</p>
<blockquote><p>A VPN moves trust, it does not remove it.</p></blockquote>
<h2 id="choose">How to choose a VPN</h2>
<table><thead><tr><th>Plan</th><th>Commission</th><th>Paid out</th></tr></thead><tbody><tr><td>1 month</td><td>100% of the first payment</td><td>After 30 days</td></tr><tr><td>1 year</td><td>40% of the first payment</td><td>After 30 days</td></tr></tbody></table>
<ol><li>Download the app.</li><li>Sign in.</li><li>Press connect.</li></ol>`,
  ar: `<p>ترسل شبكة VPN كل ما يقوله جهازك للإنترنت عبر اتصال <strong>مشفّر</strong> إلى خادم. <a href="#choose">كيف تختار واحدة</a>.</p>
<h2 id="without">ماذا يحدث من دون VPN</h2>
<p>تستخدم معظم المواقع HTTPS، لكن الكثير لا يزال يمر مكشوفًا:</p>
<ul><li><strong>أسماء المواقع التي تزورها.</strong> غالبًا ما تكون استعلامات DNS غير مشفّرة.</li><li><strong>عنوان IP الخاص بك</strong>، الذي يدل على مدينتك.</li></ul>
<h3 id="protocols">التشفير والبروتوكولات</h3>
<p>تستخدم البروتوكولات الحديثة مثل <code>WireGuard</code> مفاتيح جديدة لكل جلسة.</p>
<blockquote><p>شبكة VPN تنقل الثقة ولا تلغيها.</p></blockquote>
<h2 id="choose">كيف تختار شبكة VPN</h2>
<table><thead><tr><th>الخطة</th><th>العمولة</th><th>الدفع</th></tr></thead><tbody><tr><td>شهر واحد</td><td>100% من الدفعة الأولى</td><td>بعد 30 يومًا</td></tr><tr><td>سنة واحدة</td><td>40% من الدفعة الأولى</td><td>بعد 30 يومًا</td></tr></tbody></table>
<ol><li>نزّل التطبيق.</li><li>سجّل الدخول.</li><li>اضغط اتصال.</li></ol>`,
};

const HEADINGS: Record<StoryLang, TocHeading[]> = {
  en: [
    { id: "without", text: "What happens without a VPN", depth: 2 },
    { id: "protocols", text: "Encryption and protocols", depth: 3 },
    { id: "choose", text: "How to choose a VPN", depth: 2 },
  ],
  ar: [
    { id: "without", text: "ماذا يحدث من دون VPN", depth: 2 },
    { id: "protocols", text: "التشفير والبروتوكولات", depth: 3 },
    { id: "choose", text: "كيف تختار شبكة VPN", depth: 2 },
  ],
};

function Page({ lang }: { lang: StoryLang }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside>
        <TableOfContents
          headings={HEADINGS[lang]}
          currentId="protocols"
          className="lg:sticky lg:top-4"
        />
      </aside>
      <Prose html={HTML[lang]} />
    </div>
  );
}

/** The composition of the site's long-form pages: the TOC beside (below `lg`: above) the text. */
export const Composition: Story = {
  tags: ["rtl"],
  render: (_args, { globals }) => <Page lang={langOf(globals.locale)} />,
  play: inBothDirections(
    async ({ canvasElement }) => {
      const toc = within(canvasElement).getByRole("navigation", { name: "On this page" });
      const links = within(toc).getAllByRole("link");
      await expect(links.map((link) => link.getAttribute("href"))).toEqual([
        "#without",
        "#protocols",
        "#choose",
      ]);
      await expect(links[1]).toHaveAttribute("aria-current", "location");
      await expect(canvasElement.querySelector("table")).toBeTruthy();
    },
    async ({ canvasElement }) => {
      const toc = within(canvasElement).getByRole("navigation", { name: "في هذه الصفحة" });
      // Level-3 entries are indented on the start side, which is the right in Arabic: the
      // item's padding moves its link (the item's own box keeps the list's full width).
      const [first, nested] = within(toc).getAllByRole("link");
      await expect(nested?.getBoundingClientRect().right).toBeLessThan(
        first?.getBoundingClientRect().right ?? 0,
      );
    },
  ),
};

export const ProseOnly: Story = {
  render: (_args, { globals }) => <Prose html={HTML[langOf(globals.locale)]} />,
};
