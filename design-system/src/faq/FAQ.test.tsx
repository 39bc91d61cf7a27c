import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { FAQ, type FAQItem, type FAQProps } from "./FAQ";
import { faqJsonLd, jsonLdScriptText } from "./faqJsonLd";

const items: FAQItem[] = [
  {
    id: "logs",
    question: "Do you keep logs of what I do online?",
    answer: "No. We do not record the sites you visit, your traffic or your IP address.",
  },
  {
    id: "devices",
    question: "How many devices can I use at once?",
    answer: "Up to ten devices on one subscription, on every platform.",
  },
  {
    id: "refund",
    question: "Can I get my money back?",
    answer: "Yes, within 30 days of purchase, no questions asked.",
  },
];

function renderFAQ(props: Partial<FAQProps> = {}, locale = "en") {
  return render(
    <LocaleProvider locale={locale}>
      <FAQ {...({ items, ...props } as FAQProps)} />
    </LocaleProvider>,
  );
}

const trigger = (index: number) => screen.getAllByRole("button")[index];

describe("given an FAQ", () => {
  it.each([
    ["en", "Frequently asked questions"],
    ["ar", "الأسئلة الشائعة"],
    ["de", "Häufig gestellte Fragen"],
  ])("should be a section named by its translated %s heading", (locale, title) => {
    renderFAQ({}, locale);
    expect(screen.getByRole("region", { name: title })).toHaveAttribute("data-slot", "faq");
    expect(screen.getByRole("heading", { level: 2, name: title })).toBeInTheDocument();
  });

  it("should put each question in a heading one level below the title, holding its button", () => {
    renderFAQ({ headingLevel: 3 });
    const questions = screen.getAllByRole("heading", { level: 4 });
    expect(questions).toHaveLength(3);
    expect(questions[0]).toContainElement(trigger(0) ?? null);
  });

  it("should use the question level it is given, and no title when title is null", () => {
    renderFAQ({ title: null, questionHeadingLevel: 2 });
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(3);
    expect(screen.queryByRole("region", { name: "Frequently asked questions" })).toBeNull();
  });

  it("should start closed, with the answers in the page but hidden", () => {
    renderFAQ();
    for (const button of screen.getAllByRole("button")) {
      expect(button).toHaveAttribute("aria-expanded", "false");
    }
    const answer = screen.getByText(/We do not record/);
    expect(answer.closest('[data-slot="faq-answer"]')).toHaveAttribute("hidden");
    expect(answer).not.toBeVisible();
  });

  it("should name an open answer's region by its question", async () => {
    renderFAQ({ defaultValue: "devices" });
    expect(
      screen.getByRole("region", { name: "How many devices can I use at once?" }),
    ).toHaveTextContent("Up to ten devices");
  });

  it("should follow the value it is given when controlled", () => {
    const { rerender } = render(<FAQ items={items} value="refund" onValueChange={() => {}} />);
    expect(trigger(2)).toHaveAttribute("aria-expanded", "true");
    rerender(<FAQ items={items} value="logs" onValueChange={() => {}} />);
    expect(trigger(0)).toHaveAttribute("aria-expanded", "true");
    expect(trigger(2)).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText(/within 30 days/)).not.toBeVisible();
  });

  it("should open one answer at a time by default and close it again", async () => {
    const onValueChange = vi.fn();
    renderFAQ({ onValueChange });
    await userEvent.click(trigger(0) as HTMLElement);
    expect(trigger(0)).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(/We do not record/)).toBeVisible();
    expect(screen.getByText(/Up to ten devices/)).not.toBeVisible();
    await userEvent.click(trigger(1) as HTMLElement);
    expect(trigger(0)).toHaveAttribute("aria-expanded", "false");
    expect(trigger(1)).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(trigger(1) as HTMLElement);
    expect(trigger(1)).toHaveAttribute("aria-expanded", "false");
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(["logs", "devices", ""]);
  });

  it("should keep several answers open in multiple mode", async () => {
    renderFAQ({ type: "multiple", defaultValue: ["refund"] });
    expect(trigger(2)).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(trigger(0) as HTMLElement);
    expect(trigger(0)).toHaveAttribute("aria-expanded", "true");
    expect(trigger(2)).toHaveAttribute("aria-expanded", "true");
  });

  // Radix's accordion is vertical: Up/Down move in both directions of writing;
  // Left and Right mean nothing to it, in Arabic as in English.
  describe.each(["en", "ar"])("given the keyboard in %s", (locale) => {
    it.each([
      ["{ArrowDown}", 0, 1],
      ["{ArrowDown}", 2, 0],
      ["{ArrowUp}", 0, 2],
      ["{ArrowUp}", 2, 1],
      ["{Home}", 2, 0],
      ["{End}", 0, 2],
      ["{ArrowLeft}", 1, 1],
      ["{ArrowRight}", 1, 1],
    ])("should move focus with %s from question %i to question %i", async (key, from, to) => {
      renderFAQ({}, locale);
      (trigger(from) as HTMLElement).focus();
      await userEvent.keyboard(key);
      expect(trigger(to)).toHaveFocus();
    });

    it.each(["{Enter}", " "])("should open and close the focused question with %s", async (key) => {
      renderFAQ({}, locale);
      await userEvent.tab();
      expect(trigger(0)).toHaveFocus();
      await userEvent.keyboard(key);
      expect(trigger(0)).toHaveAttribute("aria-expanded", "true");
      await userEvent.keyboard(key);
      expect(trigger(0)).toHaveAttribute("aria-expanded", "false");
    });
  });

  it("should point its chevron down, turn it when open and never mirror it", async () => {
    const { container } = renderFAQ({}, "ar");
    const chevron = container.querySelector('[data-slot="faq-chevron"]');
    expect(chevron).toHaveAttribute("data-icon", "chevron-down");
    expect(chevron).not.toHaveClass("rtl:-scale-x-100");
    expect(chevron).toHaveClass(
      "group-data-[state=open]:rotate-180",
      "motion-reduce:transition-none",
    );
  });
});

describe("given the FAQ's questions for search engines", () => {
  const plain = [
    { question: "Do you keep logs?", answer: "No, never." },
    { question: "Is there a refund?", answer: "Yes, for 30 days." },
  ];

  it("should build the schema.org FAQPage object", () => {
    expect(faqJsonLd(plain)).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "Do you keep logs?",
          acceptedAnswer: { "@type": "Answer", text: "No, never." },
        },
        {
          "@type": "Question",
          name: "Is there a refund?",
          acceptedAnswer: { "@type": "Answer", text: "Yes, for 30 days." },
        },
      ],
    });
  });

  it("should serialise it so an answer cannot close the script element", () => {
    const text = jsonLdScriptText(
      faqJsonLd([{ question: "a & b?", answer: "</script><script>alert(1)</script>" }]),
    );
    expect(text).not.toContain("</script>");
    expect(text).not.toContain("&");
    expect(JSON.parse(text).mainEntity[0].acceptedAnswer.text).toBe(
      "</script><script>alert(1)</script>",
    );
  });
});
