// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LOCALE_CODES, LocaleProvider } from "@mvpn/design-system";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type Promotion, parsePromotion } from "../../promotion";
import { PromotionBanner } from "./PromotionBanner";
import type { RuntimePage } from "./runtime-page";
import type { Runtime } from "./start-runtime";

const BANNER_L10N = {
  banner: {
    default: "[accent]Save @(0)%[/accent] on every plan today",
    de: "[accent]@(0) % sparen[/accent] auf alle Tarife, nur heute",
  },
};
/** The highest discount_percent of the plan list, above SPEC.md §4's floor of 59. */
const DISCOUNT = 61;
const CLOSE_KEY = "banner-close:daily-offer";

const headerCatalog = (locale: string): Record<string, string> =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, `../../i18n/messages/${locale}/header.json`), "utf8"),
  );

function fakeRuntime(
  promotion: Promise<Promotion>,
): Runtime & { promotion: () => Promise<Promotion> } {
  return {
    analytics: {} as Runtime["analytics"],
    promotion: vi.fn(() => promotion),
    maxDiscount: vi.fn(async () => DISCOUNT),
  };
}

const withBanner = (l10n: object = BANNER_L10N) =>
  fakeRuntime(Promise.resolve(parsePromotion("{}", JSON.stringify(l10n))));

function page(overrides: Partial<RuntimePage> = {}): RuntimePage {
  return { locale: "en", pathname: "/features", page: "features", notFound: false, ...overrides };
}

function renderBanner(runtime: Runtime, data: RuntimePage = page()) {
  return render(
    <MemoryRouter>
      <IntlProvider locale={data.locale} defaultLocale="en" messages={headerCatalog(data.locale)}>
        <LocaleProvider locale={data.locale}>
          <PromotionBanner data={data} runtime={runtime} />
        </LocaleProvider>
      </IntlProvider>
    </MemoryRouter>,
  );
}

/** Lets the remote config's promise, the lazy chunk and React's effects settle, without moving the clock. */
async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

const banner = () => screen.queryByRole("region", { name: "Today's offer" });
const mark = () => document.documentElement.dataset.promoBanner;

/** The countdown's digits as shown, `hh:mm:ss`. */
function shownTime(): string {
  const timer = screen.getByRole("timer");
  return [...timer.querySelectorAll("[data-slot=countdown-value]")]
    .map((value) => value.textContent)
    .join(":");
}

beforeAll(async () => {
  // The banner's own chunk, loaded once up front so that `lazy` resolves within `settle()`;
  // and one render on the real clock, so a loaded machine pays the first render's cost here,
  // not in the first test's 5 s.
  await import("./OfferBanner");
  renderBanner(withBanner());
  await vi.waitFor(() => expect(banner()).toBeInTheDocument(), { timeout: 30_000 });
  cleanup();
  localStorage.clear();
}, 60_000);

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  delete document.documentElement.dataset.promoBanner;
  document.documentElement.removeAttribute("style");
});

describe("given the remote config has a banner text, on a marketing page", () => {
  it("should show the text with the maximum discount, linked to the plans, as a named region over the page", async () => {
    vi.setSystemTime(new Date(2026, 10, 18, 9, 30, 0));
    renderBanner(withBanner());
    await settle();
    const region = banner();
    expect(region).toBeInTheDocument();
    expect(region).toHaveAttribute("data-placement", "viewport");
    const link = within(region as HTMLElement).getByRole("link", {
      name: `Save ${DISCOUNT}% on every plan today`,
    });
    expect(link).toHaveAttribute("href", "/pricing");
    expect(mark()).toBe("open");
  });

  it("should use the locale's own text and paths (de)", async () => {
    vi.setSystemTime(new Date(2026, 10, 18, 9, 30, 0));
    renderBanner(withBanner(), page({ locale: "de", pathname: "/de/features" }));
    await settle();
    const region = screen.getByRole("region", { name: "Angebot des Tages" });
    expect(within(region).getByRole("link")).toHaveAttribute("href", "/de/pricing");
    expect(within(region).getByRole("link")).toHaveTextContent(
      `${DISCOUNT} % sparen auf alle Tarife, nur heute`,
    );
  });

  it("should count down to 12:00, then on to midnight (SPEC.md §4, §9: 12:00 or midnight)", async () => {
    vi.setSystemTime(new Date(2026, 10, 18, 11, 59, 58));
    renderBanner(withBanner());
    await settle();
    expect(shownTime()).toBe("00:00:02");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(shownTime()).toBe("00:00:01");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    // 12:00:00: the next end is midnight, 12 hours away.
    expect(shownTime()).toBe("12:00:00");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(90 * 60 * 1000);
    });
    expect(shownTime()).toBe("10:30:00");
  });

  it("should not make screen readers announce the countdown every second", async () => {
    vi.setSystemTime(new Date(2026, 10, 18, 9, 30, 0));
    renderBanner(withBanner());
    await settle();
    const region = banner() as HTMLElement;
    const timer = within(region).getByRole("timer");
    expect(timer).toHaveAttribute("aria-live", "off");
    expect(timer).toHaveAccessibleName("Offer ends in 2 hours, 30 minutes");
    expect(region.querySelector("[aria-live=polite], [aria-live=assertive]")).toBeNull();
    expect(within(region).queryByRole("status")).toBeNull();
    expect(within(region).queryByRole("alert")).toBeNull();
  });

  it("should stay closed for the rest of the day once closed, and come back after midnight (SPEC.md §4)", async () => {
    vi.setSystemTime(new Date(2026, 10, 18, 9, 30, 0));
    const runtime = withBanner();
    const first = renderBanner(runtime);
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Hide this offer for today" }));
    expect(banner()).toBeNull();
    // "Closing a daily banner stores today's date": the local date.
    expect(localStorage.getItem(CLOSE_KEY)).toBe("2026-11-18");
    expect(mark()).toBe("closed");
    first.unmount();

    // Another page view the same day, a second before midnight.
    vi.setSystemTime(new Date(2026, 10, 18, 23, 59, 59));
    renderBanner(runtime);
    await settle();
    expect(mark()).toBe("closed");
    expect(banner()).toBeNull();

    // The open page shows it again on the new day, without a reload.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(banner()).toBeInTheDocument();
    expect(mark()).toBe("open");
  });

  it("should show a banner closed on an earlier day", async () => {
    localStorage.setItem(CLOSE_KEY, "2026-11-17");
    vi.setSystemTime(new Date(2026, 10, 18, 0, 0, 5));
    renderBanner(withBanner());
    await settle();
    expect(banner()).toBeInTheDocument();
  });

  it.each(LOCALE_CODES)(
    "should name the region and the close button in the page's language (%s)",
    async (locale) => {
      vi.setSystemTime(new Date(2026, 10, 18, 9, 30, 0));
      const words = headerCatalog(locale);
      renderBanner(withBanner(), page({ locale, pathname: `/${locale}/features` }));
      await settle();
      const region = screen.getByRole("region", { name: words["header.promoBannerRegion"] });
      expect(
        within(region).getByRole("button", { name: words["header.promoBannerClose"] }),
      ).toBeInTheDocument();
    },
  );
});

describe("given a page that does not carry the banner", () => {
  it.each([
    ["pricing", "/pricing", false],
    ["blog", "/blog", false],
    ["download", "/download", false],
    ["login", "/login", false],
    ["404", "/nowhere", true],
  ])("should show none on %s and not even read the remote config", async (name, path, notFound) => {
    const runtime = withBanner();
    renderBanner(runtime, page({ page: name, pathname: path, notFound }));
    await settle();
    expect(banner()).toBeNull();
    expect(runtime.promotion).not.toHaveBeenCalled();
    expect(mark()).toBe("none");
  });
});

describe("given the remote config has no banner", () => {
  it.each([
    ["no banner text", {}],
    ["an empty banner text", { banner: { default: "  " } }],
    ["a text for another language only", { banner: { fr: "Offre" } }],
  ])("should show none with %s", async (_case, l10n) => {
    renderBanner(withBanner(l10n));
    await settle();
    expect(banner()).toBeNull();
    expect(mark()).toBe("none");
  });

  it("should show none when it did not load in time (load remoteConfig timeout)", async () => {
    const runtime = fakeRuntime(Promise.reject(new Error("load remoteConfig timeout")));
    renderBanner(runtime);
    await settle();
    expect(banner()).toBeNull();
    expect(mark()).toBe("none");
  });
});
