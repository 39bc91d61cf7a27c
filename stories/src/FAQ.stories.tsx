import { FAQ, type FAQItem, faqJsonLd, MONEY_BACK_DAYS } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { argsFromSite } from "./support/siteArgs";
import { type SiteMessage, siteCopy } from "./support/siteCopy";

/** The home page's questions, in its order (site/src/pages/home.tsx). */
const KEYS = ["encrypt", "slow", "logs", "refund", "legal"] as const;

const questionsOf = (t: SiteMessage): Array<FAQItem & { question: string; answer: string }> =>
  KEYS.map((key) => ({
    id: key,
    question: t(`home.faq.${key}.q`),
    answer: t(`home.faq.${key}.a`, { days: MONEY_BACK_DAYS }),
  }));
const questionsIn = (locale: unknown) => questionsOf(siteCopy(locale, "home"));

const meta = {
  title: "Components/FAQ",
  component: FAQ,
  args: { items: questionsIn("en"), onValueChange: fn() },
  argTypes: { items: { control: false } },
  parameters: { argsByLocale: argsFromSite(["home"], (t) => ({ items: questionsOf(t) })) },
} satisfies Meta<typeof FAQ>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each question's `<summary>`, the disclosure button a visitor presses. */
const questions = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-slot="faq-trigger"]'));
/** Whether each question's answer is open, in order. */
const openStates = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll("details"), (details) => details.open);

/**
 * One answer at a time, by the browser's exclusive `<details name>` group; Tab
 * moves between the questions. (Enter and Space need trusted key presses,
 * which a play function cannot make: e2e/faq.spec.ts presses them.)
 */
export const Default: Story = {
  tags: ["rtl"],
  // In both directions: the questions are named by the locale's words, and Tab order is the same.
  play: inBothDirections(
    async ({ args, canvasElement, globals }) => {
      const canvas = within(canvasElement);
      const [encrypt, slow] = questionsIn(globals.locale);
      const [first, second] = questions(canvasElement);
      await userEvent.tab();
      await expect(first).toHaveFocus();
      await userEvent.tab();
      await expect(second).toHaveFocus();
      await userEvent.click(first as HTMLElement);
      await waitFor(() =>
        expect(openStates(canvasElement)).toEqual([true, false, false, false, false]),
      );
      await expect(canvas.getByText(encrypt?.answer as string)).toBeVisible();
      await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith("encrypt"));
      await userEvent.click(second as HTMLElement);
      await waitFor(() =>
        expect(openStates(canvasElement)).toEqual([false, true, false, false, false]),
      );
      await expect(canvas.getByText(encrypt?.answer as string)).not.toBeVisible();
      await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith("slow"));
      // Close the open one again so the story settles with every answer closed.
      await userEvent.click(second as HTMLElement);
      await waitFor(() =>
        expect(openStates(canvasElement)).toEqual([false, false, false, false, false]),
      );
      await expect(canvas.getByText(slow?.answer as string)).not.toBeVisible();
      await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith(""));
    },
    async ({ canvasElement }) => {
      await expect(
        within(canvasElement).getByRole("region", { name: "الأسئلة الشائعة" }),
      ).toBeVisible();
    },
    { shared: true },
  ),
};

/** The browser itself closes the other answers (no effect of ours runs in between), and each question stays a heading. */
export const NativeGroup: Story = {
  name: "Native exclusive group",
  tags: ["no-visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(KEYS.length);
    const items = Array.from(canvasElement.querySelectorAll("details"));
    const names = new Set(items.map((details) => details.getAttribute("name")));
    await expect(names.size).toBe(1);
    await expect([...names][0]).toBeTruthy();
    const [first, second] = items;
    if (!first || !second) throw new Error("expected the home page's questions");
    first.open = true;
    second.open = true;
    // Synchronous: the toggle events, and so the component, come later.
    await expect(first.open).toBe(false);
    await waitFor(() =>
      expect(openStates(canvasElement)).toEqual([false, true, false, false, false]),
    );
    const [, summary] = questions(canvasElement);
    await expect(summary?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(summary as HTMLElement);
    await waitFor(() =>
      expect(openStates(canvasElement)).toEqual([false, false, false, false, false]),
    );
  },
};

export const OneOpen: Story = {
  args: { defaultValue: "refund" },
};

export const Multiple: Story = {
  args: { type: "multiple", defaultValue: ["logs", "refund"] },
  play: async ({ canvasElement }) => {
    await expect(openStates(canvasElement)).toEqual([false, false, true, true, false]);
  },
};

/** In multiple mode a question opens and closes without touching the others. */
export const MultipleToggle: Story = {
  name: "Multiple, toggled",
  tags: ["no-visual"],
  args: { type: "multiple", defaultValue: ["logs", "refund"] },
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.querySelector("details[name]")).toBeNull();
    const second = questions(canvasElement)[1] as HTMLElement;
    await userEvent.click(second);
    await waitFor(() =>
      expect(openStates(canvasElement)).toEqual([false, true, true, true, false]),
    );
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenLastCalledWith(["logs", "refund", "slow"]),
    );
    await userEvent.click(second);
    await waitFor(() =>
      expect(openStates(canvasElement)).toEqual([false, false, true, true, false]),
    );
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith(["logs", "refund"]));
  },
};

/** The `faqJsonLd` object a page puts in `<script type="application/ld+json">`. */
export const JsonLd: Story = {
  render: (args, { globals }) => {
    const items = questionsIn(globals.locale);
    const data = faqJsonLd(items.map(({ question, answer }) => ({ question, answer })));
    return (
      <div className="flex flex-col gap-6">
        <FAQ {...args} />
        {/* Wrapped, not scrolled: a scrolling box would need to take keyboard focus. */}
        <pre
          className="bg-surface-sunken rounded-control p-4 text-xs wrap-anywhere whitespace-pre-wrap"
          dir="ltr"
        >
          {JSON.stringify(data, null, 2)}
        </pre>
      </div>
    );
  },
};

/** The pricing page's questions: the multiple-answer FAQ it shows (site/src/pages/pricing/PricingFaq.tsx). */
const PRICING_KEYS = ["billing", "refund", "cancel", "devices", "privacy", "methods"] as const;

function AllStates({ locale }: { locale: unknown }) {
  const t = siteCopy(locale, "pricing");
  const pricing = PRICING_KEYS.map((key) => ({
    id: key,
    question: t(`pricing.faq.${key}.q`),
    answer: t(`pricing.faq.${key}.a`),
  }));
  return (
    <div className="flex max-w-3xl flex-col gap-12">
      <FAQ items={questionsIn(locale)} defaultValue="slow" />
      <FAQ
        items={pricing}
        title={t("pricing.faq.heading")}
        type="multiple"
        defaultValue={["refund", "devices"]}
      />
    </div>
  );
}

/** The home page's FAQ with one answer open, and the pricing page's with several. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllStates locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(openStates(canvasElement).filter(Boolean)).toHaveLength(3);
  },
};
