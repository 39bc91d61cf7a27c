import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messagesFor } from "../i18n/messages";
import { LocaleProvider } from "../locale/LocaleProvider";
import { BlogCard, type BlogCardProps } from "./BlogCard";
import { blogCardMessages } from "./intl/catalog.gen";
import { publishedDate } from "./publishedDate";
import { readingTimeLabel } from "./readingTime";

const post: BlogCardProps = {
  title: "Is public Wi-Fi safe? What a VPN does at the airport",
  href: "/blog/public-wifi",
  category: "Security",
  excerpt:
    "Open hotspots let anyone nearby read unencrypted traffic. Here is what changes with a VPN.",
  publishedAt: "2025-03-14",
  readingMinutes: 6,
  image: <img src="/blog/wifi.avif" alt="" width={640} height={360} />,
};

function renderIn(locale: string, props: Partial<BlogCardProps> = {}) {
  return render(
    <LocaleProvider locale={locale}>
      <BlogCard {...post} {...props} />
    </LocaleProvider>,
  );
}

describe("given a BlogCard", () => {
  it("should be an article whose only link is the title", () => {
    renderIn("en");
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(post.title as string);
    expect(links[0]).toHaveAttribute("href", "/blog/public-wifi");
    expect(screen.getByRole("heading", { level: 3 })).toContainElement(links[0] ?? null);
    expect(screen.getByRole("article")).toHaveAttribute("data-slot", "blog-card");
  });

  it("should take its heading level from the page", () => {
    renderIn("en", { headingLevel: 2 });
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(post.title as string);
  });

  it("should hold the image in a 16:9 box so nothing shifts while it loads", () => {
    const { container } = renderIn("en");
    const box = container.querySelector('[data-slot="blog-card-image"]');
    expect(box).toHaveClass("aspect-video", "overflow-hidden");
    expect(box?.querySelector("img")).toHaveAttribute("width", "640");
  });

  it.each([
    ["en", "March 14, 2025"],
    ["de", "14. März 2025"],
    ["ar", "14 مارس 2025"],
    // Latin digits where the locale's own are Arabic-Indic (numberLocale).
    ["ar-EG", "14 مارس 2025"],
    ["ja", "2025年3月14日"],
  ])("should print the date in %s as %s inside <time dateTime>", (locale, label) => {
    const { container } = renderIn(locale);
    const time = container.querySelector("time");
    expect(time).toHaveAttribute("dateTime", "2025-03-14");
    expect(time?.textContent?.replace(/\u200f/g, "")).toBe(label);
  });

  it("should print the same day whatever the machine's zone, in the zone it is given", () => {
    expect(publishedDate("2025-03-14T23:30:00Z", "en").dateTime).toBe("2025-03-14");
    expect(publishedDate("2025-03-14T23:30:00Z", "en", "Asia/Tokyo")).toEqual({
      dateTime: "2025-03-15",
      label: "March 15, 2025",
    });
  });

  it("should route through the site's link when given renderLink", async () => {
    renderIn("en", {
      renderLink: (props) => <a {...props} data-router="yes" />,
    });
    const link = screen.getByRole("link");
    expect(link).toHaveAttribute("data-router", "yes");
    expect(link).toHaveAttribute("data-slot", "card-link");
    await userEvent.tab();
    expect(link).toHaveFocus();
  });
});

describe("given a reading time", () => {
  it.each([
    ["en", 1, "1 min read"],
    ["en", 6, "6 min read"],
    ["en", 0.2, "1 min read"],
    ["ru", 1, "1 минута чтения"],
    ["ru", 3, "3 минуты чтения"],
    ["ru", 5, "5 минут чтения"],
    ["ru", 21, "21 минута чтения"],
    ["pl", 1, "1 minuta czytania"],
    ["pl", 4, "4 minuty czytania"],
    ["pl", 12, "12 minut czytania"],
    ["ar", 1, "دقيقة واحدة للقراءة"],
    ["ar", 2, "دقيقتان للقراءة"],
    ["ar", 5, "5 دقائق للقراءة"],
    ["ar", 11, "11 دقيقة للقراءة"],
    ["ja", 8, "8分で読めます"],
  ])("should say %s %d minutes as %s", (locale, minutes, expected) => {
    expect(readingTimeLabel(minutes, locale, messagesFor(blogCardMessages, locale))).toBe(expected);
  });

  it("should show it on the card in the reader's language", () => {
    const { container } = renderIn("fr");
    expect(container.querySelector('[data-slot="blog-card-reading-time"]')).toHaveTextContent(
      "6 min de lecture",
    );
  });
});
