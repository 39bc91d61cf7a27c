import { FAQ, type FAQItem, faqJsonLd } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { expectRightToLeft, pick } from "./support/contentStoryHelpers";

const QUESTIONS = {
  en: [
    {
      id: "logs",
      question: "Do you keep logs of what I do online?",
      answer:
        "No. We do not record the sites you visit, the files you download or your IP address. An independent audit checks this every year.",
    },
    {
      id: "devices",
      question: "How many devices can I use at once?",
      answer: "Up to 10 devices on one subscription: phones, computers, tablets and TVs.",
    },
    {
      id: "refund",
      question: "Can I get my money back?",
      answer:
        "Yes. If mVPN is not for you, ask within 30 days of purchase and we refund the full amount.",
    },
    {
      id: "streaming",
      question: "Does mVPN work with streaming services?",
      answer:
        "Yes. Our streaming servers in 94 countries are tested daily with the major services.",
    },
  ],
  ar: [
    {
      id: "logs",
      question: "هل تحتفظون بسجلات لما أفعله على الإنترنت؟",
      answer:
        "لا. لا نسجّل المواقع التي تزورها ولا الملفات التي تنزّلها ولا عنوان IP الخاص بك. وتتحقق جهة تدقيق مستقلة من ذلك كل عام.",
    },
    {
      id: "devices",
      question: "كم جهازًا يمكنني استخدامه في الوقت نفسه؟",
      answer:
        "ما يصل إلى 10 أجهزة باشتراك واحد: الهواتف والحواسيب والأجهزة اللوحية وأجهزة التلفاز.",
    },
    {
      id: "refund",
      question: "هل يمكنني استرداد أموالي؟",
      answer: "نعم. إن لم يناسبك mVPN، فاطلب ذلك خلال 30 يومًا من الشراء وسنعيد إليك المبلغ كاملًا.",
    },
    {
      id: "streaming",
      question: "هل يعمل mVPN مع خدمات البث؟",
      answer: "نعم. نختبر خوادم البث لدينا في 94 دولة يوميًا مع خدمات البث الكبرى.",
    },
  ],
} satisfies Record<"en" | "ar", FAQItem[]>;

const meta = {
  title: "Components/FAQ",
  component: FAQ,
  args: { items: QUESTIONS.en, onValueChange: fn() },
  argTypes: { items: { control: false } },
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
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = questions(canvasElement);
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.click(first as HTMLElement);
    await waitFor(() => expect(openStates(canvasElement)).toEqual([true, false, false, false]));
    await expect(canvas.getByText(/independent audit/)).toBeVisible();
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith("logs"));
    await userEvent.click(second as HTMLElement);
    await waitFor(() => expect(openStates(canvasElement)).toEqual([false, true, false, false]));
    await expect(canvas.getByText(/independent audit/)).not.toBeVisible();
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith("devices"));
    // Close the open one again so the story settles with every answer closed.
    await userEvent.click(second as HTMLElement);
    await waitFor(() => expect(openStates(canvasElement)).toEqual([false, false, false, false]));
    await expect(canvas.getByText(/Up to 10 devices/)).not.toBeVisible();
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith(""));
  },
};

/** The browser itself closes the other answers (no effect of ours runs in between), and each question stays a heading. */
export const NativeGroup: Story = {
  name: "Native exclusive group",
  tags: ["no-visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(4);
    const items = Array.from(canvasElement.querySelectorAll("details"));
    const names = new Set(items.map((details) => details.getAttribute("name")));
    await expect(names.size).toBe(1);
    await expect([...names][0]).toBeTruthy();
    const [first, second] = items;
    if (!first || !second) throw new Error("expected four questions");
    first.open = true;
    second.open = true;
    // Synchronous: the toggle events, and so the component, come later.
    await expect(first.open).toBe(false);
    await waitFor(() => expect(openStates(canvasElement)).toEqual([false, true, false, false]));
    const [, summary] = questions(canvasElement);
    await expect(summary?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(summary as HTMLElement);
    await waitFor(() => expect(openStates(canvasElement)).toEqual([false, false, false, false]));
  },
};

export const OneOpen: Story = {
  args: { defaultValue: "refund" },
};

export const Multiple: Story = {
  args: { type: "multiple", defaultValue: ["logs", "refund"] },
  play: async ({ canvasElement }) => {
    await expect(openStates(canvasElement)).toEqual([true, false, true, false]);
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
    await waitFor(() => expect(openStates(canvasElement)).toEqual([true, true, true, false]));
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenLastCalledWith(["logs", "refund", "devices"]),
    );
    await userEvent.click(second);
    await waitFor(() => expect(openStates(canvasElement)).toEqual([true, false, true, false]));
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith(["logs", "refund"]));
  },
};

/** The `faqJsonLd` object a page puts in `<script type="application/ld+json">`. */
export const JsonLd: Story = {
  render: (args) => {
    const data = faqJsonLd(QUESTIONS.en.map(({ question, answer }) => ({ question, answer })));
    return (
      <div className="flex flex-col gap-6">
        <FAQ {...args} />
        <pre className="bg-surface-sunken rounded-control overflow-auto p-4 text-xs" dir="ltr">
          {JSON.stringify(data, null, 2)}
        </pre>
      </div>
    );
  },
};

function AllStates({ locale }: { locale: unknown }) {
  const items = pick(locale, QUESTIONS);
  const titles = pick(locale, {
    en: ["Closed", "One open", "Several open"],
    ar: ["مغلقة", "سؤال مفتوح", "عدة أسئلة مفتوحة"],
  });
  return (
    <div className="flex max-w-3xl flex-col gap-12">
      <FAQ items={items} title={titles[0]} />
      <FAQ items={items} title={titles[1]} defaultValue="devices" />
      <FAQ items={items} title={titles[2]} type="multiple" defaultValue={["logs", "streaming"]} />
    </div>
  );
}

export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllStates locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(openStates(canvasElement).filter(Boolean)).toHaveLength(3);
  },
};

export const RTL: Story = {
  globals: { locale: "ar" },
  args: { items: QUESTIONS.ar },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "الأسئلة الشائعة" })).toBeVisible();
    const [first, second] = questions(canvasElement);
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.click(second as HTMLElement);
    await waitFor(() => expect(openStates(canvasElement)).toEqual([false, true, false, false]));
    await userEvent.click(second as HTMLElement);
    await waitFor(() => expect(openStates(canvasElement)).toEqual([false, false, false, false]));
  },
};
