import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
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

/** The question's disclosure: the `<summary>` of the item at `index`. */
const trigger = (index: number) =>
  document.querySelectorAll<HTMLElement>('[data-slot="faq-trigger"]')[index] as HTMLElement;
const item = (index: number) => trigger(index).closest("details") as HTMLDetailsElement;
const openItems = () =>
  Array.from(document.querySelectorAll<HTMLDetailsElement>("details"))
    .filter((details) => details.open)
    .map((details) => details.dataset.value);

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

  it("should put each question in a heading one level below the title, inside its summary", () => {
    renderFAQ({ headingLevel: 3 });
    const questions = screen.getAllByRole("heading", { level: 4 });
    expect(questions).toHaveLength(3);
    expect(questions[0]).toHaveTextContent("Do you keep logs of what I do online?");
    expect(questions[0]).toHaveAttribute("data-slot", "faq-question");
    expect(questions[0]?.parentElement).toBe(trigger(0));
    expect(trigger(0).tagName).toBe("SUMMARY");
    expect(trigger(0).parentElement).toBe(item(0));
    expect(item(0).firstElementChild).toBe(trigger(0));
  });

  it("should use the question level it is given, and no title when title is null", () => {
    renderFAQ({ title: null, questionHeadingLevel: 2 });
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(3);
    expect(screen.queryByRole("region", { name: "Frequently asked questions" })).toBeNull();
  });

  it("should start closed, with the answers in the page but hidden", () => {
    renderFAQ();
    expect(openItems()).toEqual([]);
    const answer = screen.getByText(/We do not record/);
    expect(answer.closest('[data-slot="faq-answer"]')?.parentElement).toBe(item(0));
    expect(answer).not.toBeVisible();
  });

  it("should open the default answer", () => {
    renderFAQ({ defaultValue: "devices" });
    expect(openItems()).toEqual(["devices"]);
    expect(screen.getByText(/Up to ten devices/)).toBeVisible();
  });

  it("should follow the value it is given when controlled", () => {
    const { rerender } = render(<FAQ items={items} value="refund" onValueChange={() => {}} />);
    expect(openItems()).toEqual(["refund"]);
    rerender(<FAQ items={items} value="logs" onValueChange={() => {}} />);
    expect(openItems()).toEqual(["logs"]);
    expect(screen.getByText(/within 30 days/)).not.toBeVisible();
  });

  it("should ask for a change but stay as it is when its controlled value is not changed", async () => {
    const onValueChange = vi.fn();
    render(<FAQ items={items} value="refund" onValueChange={onValueChange} />);
    await userEvent.click(trigger(0));
    await waitFor(() => expect(onValueChange).toHaveBeenCalledWith("logs"));
    await waitFor(() => expect(openItems()).toEqual(["refund"]));
  });

  it("should open one answer at a time by default and close it again", async () => {
    const onValueChange = vi.fn();
    renderFAQ({ onValueChange });
    await userEvent.click(trigger(0));
    await waitFor(() => expect(onValueChange).toHaveBeenLastCalledWith("logs"));
    expect(screen.getByText(/We do not record/)).toBeVisible();
    expect(screen.getByText(/Up to ten devices/)).not.toBeVisible();
    await userEvent.click(trigger(1));
    // jsdom has no exclusive `name` groups: the component closes the other itself.
    await waitFor(() => expect(openItems()).toEqual(["devices"]));
    await userEvent.click(trigger(1));
    await waitFor(() => expect(openItems()).toEqual([]));
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(["logs", "devices", ""]);
  });

  it("should give the items of one FAQ one name, and another FAQ another", () => {
    render(
      <>
        <FAQ items={items} />
        <FAQ items={items} />
      </>,
    );
    const names = Array.from(document.querySelectorAll("details"), (d) => d.getAttribute("name"));
    expect(names[0]).toBeTruthy();
    expect(new Set(names.slice(0, 3))).toEqual(new Set([names[0]]));
    expect(new Set(names.slice(3))).toEqual(new Set([names[3]]));
    expect(names[3]).not.toBe(names[0]);
  });

  it("should keep several answers open in multiple mode, with no shared name", async () => {
    const onValueChange = vi.fn();
    renderFAQ({ type: "multiple", defaultValue: ["refund"], onValueChange });
    expect(document.querySelector("details[name]")).toBeNull();
    expect(openItems()).toEqual(["refund"]);
    await userEvent.click(trigger(0));
    await waitFor(() => expect(onValueChange).toHaveBeenLastCalledWith(["refund", "logs"]));
    expect(openItems()).toEqual(["logs", "refund"]);
    await userEvent.click(trigger(2));
    await waitFor(() => expect(onValueChange).toHaveBeenLastCalledWith(["logs"]));
    expect(openItems()).toEqual(["logs"]);
  });

  it("should not close its open answer when it is not collapsible", async () => {
    const onValueChange = vi.fn();
    renderFAQ({ defaultValue: "logs", collapsible: false, onValueChange });
    expect(trigger(0)).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(trigger(0));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(openItems()).toEqual(["logs"]);
    await userEvent.click(trigger(2));
    await waitFor(() => expect(openItems()).toEqual(["refund"]));
    expect(trigger(0)).not.toHaveAttribute("aria-disabled");
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(["refund"]);
  });

  // Enter and Space on a summary are the browser's (user-event does not press
  // them on one): stories/src/FAQ.stories.tsx checks them in Chromium, with
  // the exclusive `name` group jsdom lacks.
  it("should be reachable with Tab, question by question", async () => {
    renderFAQ();
    await userEvent.tab();
    expect(trigger(0)).toHaveFocus();
    await userEvent.tab();
    expect(trigger(1)).toHaveFocus();
  });

  it("should point its chevron down, turn it when open and never mirror it", async () => {
    const { container } = renderFAQ({}, "ar");
    const chevron = container.querySelector('[data-slot="faq-chevron"]');
    expect(chevron).toHaveAttribute("data-icon", "chevron-down");
    expect(chevron).not.toHaveClass("rtl:-scale-x-100");
    expect(chevron).toHaveClass("group-open:rotate-180", "motion-reduce:transition-none");
    expect(trigger(0)).toHaveClass("list-none", "[&::-webkit-details-marker]:hidden", "min-h-11");
  });
});

describe("given an FAQ rendered on the server", () => {
  const html = (props: Partial<FAQProps> = {}) =>
    renderToString(
      <LocaleProvider locale="en">
        <FAQ {...({ items, ...props } as FAQProps)} />
      </LocaleProvider>,
    );

  it("should hold every answer, closed ones too", () => {
    const page = html();
    for (const { answer } of items) expect(page).toContain(answer as string);
    expect(page).not.toMatch(/<details[^>]*\sopen/);
  });

  it("should mark the default answers open without any effect", () => {
    const container = document.createElement("div");
    container.innerHTML = html({ type: "multiple", defaultValue: ["logs", "refund"] });
    const open = Array.from(container.querySelectorAll("details"), (d) => d.open);
    expect(open).toEqual([true, false, true]);
    container.innerHTML = html({ defaultValue: "devices" });
    const details = Array.from(container.querySelectorAll("details"));
    expect(details.map((d) => d.open)).toEqual([false, true, false]);
    expect(new Set(details.map((d) => d.getAttribute("name"))).size).toBe(1);
  });

  it("should keep an answer the visitor opened before the page hydrated", async () => {
    const onValueChange = vi.fn();
    const tree = (
      <LocaleProvider locale="en">
        <FAQ items={items} onValueChange={onValueChange} />
      </LocaleProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    (container.querySelectorAll("details")[1] as HTMLDetailsElement).open = true;
    const root = await act(async () => hydrateRoot(container, tree));
    await waitFor(() => expect(onValueChange).toHaveBeenCalledWith("devices"));
    expect(Array.from(container.querySelectorAll("details"), (d) => d.open)).toEqual([
      false,
      true,
      false,
    ]);
    act(() => root.unmount());
    container.remove();
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
