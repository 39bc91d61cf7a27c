import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Banner } from "./Banner";
import { localDateKey, msUntilNextLocalMidnight } from "./localDate";
import { type DismissStorage, useDailyDismiss } from "./useDailyDismiss";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: vi.fn((key: string) => items.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => {
      items.set(key, value);
    }),
  } satisfies DismissStorage & { items: Map<string, string> };
}

/** Safari in private mode (older versions) and a blocked storage both throw. */
const throwingStorage: DismissStorage = {
  getItem: () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  },
};

function DailyBanner({ storage, id = "spring-sale" }: { storage: DismissStorage; id?: string }) {
  const { closed, close } = useDailyDismiss(id, storage);
  if (closed) return null;
  return <Banner onClose={close}>Save 59% today</Banner>;
}

function ClockedBanner({ storage, clock }: { storage: DismissStorage; clock: () => Date }) {
  const { closed, close } = useDailyDismiss("x", storage, clock);
  return closed ? null : <Banner onClose={close}>Offer</Banner>;
}

const banner = () => screen.queryByRole("region", { name: "Announcement" });

function clickClose() {
  // A plain click: user-event's own delays would wait on the fake timers.
  act(() => screen.getByRole("button", { name: "Close" }).click());
}

describe("given the local date", () => {
  it("should write it as YYYY-MM-DD in local time, not UTC", () => {
    expect(localDateKey(new Date(2026, 10, 18, 23, 59, 59))).toBe("2026-11-18");
    expect(localDateKey(new Date(2026, 0, 5, 0, 0, 0))).toBe("2026-01-05");
  });

  it("should count to the next local midnight", () => {
    expect(msUntilNextLocalMidnight(new Date(2026, 10, 18, 23, 59, 0))).toBe(60_000);
  });
});

describe("given a daily banner (SPEC.md §4: closing stores today's date)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 18, 9, 30, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("should show when it was never closed", () => {
    render(<DailyBanner storage={memoryStorage()} />);
    expect(banner()).toBeInTheDocument();
  });

  it("should store today's local date under banner-close:<id> when closed", () => {
    const storage = memoryStorage();
    render(<DailyBanner storage={storage} />);
    clickClose();
    expect(banner()).toBeNull();
    expect(storage.setItem).toHaveBeenCalledWith("banner-close:spring-sale", "2026-11-18");
  });

  it("should stay closed for the rest of that day, across a reload", () => {
    const storage = memoryStorage();
    const first = render(<DailyBanner storage={storage} />);
    clickClose();
    first.unmount();
    vi.setSystemTime(new Date(2026, 10, 18, 23, 59, 59));
    render(<DailyBanner storage={storage} />);
    expect(banner()).toBeNull();
  });

  it("should show again the next day", () => {
    const storage = memoryStorage({ "banner-close:spring-sale": "2026-11-17" });
    render(<DailyBanner storage={storage} />);
    expect(banner()).toBeInTheDocument();
  });

  it("should come back at midnight on a page left open", () => {
    vi.setSystemTime(new Date(2026, 10, 18, 23, 58, 0));
    render(<DailyBanner storage={memoryStorage()} />);
    clickClose();
    expect(banner()).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(banner()).toBeNull(); // 23:59, still the same day
    act(() => vi.advanceTimersByTime(60_001));
    expect(banner()).toBeInTheDocument(); // 00:00 on the 19th
  });

  it("should keep each banner's dismissal apart", () => {
    const storage = memoryStorage({ "banner-close:spring-sale": "2026-11-18" });
    render(
      <>
        <DailyBanner storage={storage} />
        <DailyBanner storage={storage} id="new-servers" />
      </>,
    );
    expect(screen.getAllByRole("region")).toHaveLength(1);
  });

  it("should ignore a stored value that is not today's date", () => {
    render(<DailyBanner storage={memoryStorage({ "banner-close:spring-sale": "true" })} />);
    expect(banner()).toBeInTheDocument();
  });

  describe("given a storage that throws (private mode)", () => {
    it("should show the banner and close it for the session without crashing", () => {
      render(<DailyBanner storage={throwingStorage} />);
      expect(banner()).toBeInTheDocument();
      clickClose();
      expect(banner()).toBeNull();
    });

    it("should show it again on a reload, since nothing could be stored", () => {
      const first = render(<DailyBanner storage={throwingStorage} />);
      clickClose();
      first.unmount();
      render(<DailyBanner storage={throwingStorage} />);
      expect(banner()).toBeInTheDocument();
    });
  });

  it("should use an injected clock instead of the system's", () => {
    const storage = memoryStorage();
    const view = render(<ClockedBanner storage={storage} clock={() => new Date(2030, 0, 1, 8)} />);
    clickClose();
    expect(storage.items.get("banner-close:x")).toBe("2030-01-01");
    view.unmount();
    render(<ClockedBanner storage={storage} clock={() => new Date(2030, 0, 2, 8)} />);
    expect(banner()).toBeInTheDocument();
  });
});
