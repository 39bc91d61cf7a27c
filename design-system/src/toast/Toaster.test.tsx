import { motion } from "@mvpn/tokens";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { createToaster, type ToasterStore } from "./createToaster";
import { Toaster } from "./Toaster";

function renderToaster(toaster: ToasterStore, locale = "en") {
  return render(
    <LocaleProvider locale={locale}>
      <Toaster toaster={toaster} />
    </LocaleProvider>,
  );
}

beforeAll(() => {
  // jsdom lacks pointer capture, which Radix's swipe handling calls on pointerup.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

const toasts = () => [...document.querySelectorAll('[data-slot="toast"]')];

describe("given a Toaster", () => {
  it("should take its 6000 ms from the tokens (SPEC.md §2 and §9)", () => {
    expect(motion.duration.toast).toBe(6000);
  });

  it("should show a toast of each type with its icon and feedback colours", () => {
    const toaster = createToaster();
    renderToaster(toaster);
    act(() => {
      toaster.success("Password changed");
      toaster.warn("Your plan renews in 3 days");
      toaster.error("Payment failed");
    });
    expect(toasts().map((t) => t.getAttribute("data-type"))).toEqual(["success", "warn", "error"]);
    const error = screen.getByText("Payment failed").closest('[data-slot="toast"]');
    expect(error).toHaveClass("bg-feedback-error-surface", "text-feedback-error-text");
    expect(error?.querySelector('[data-slot="toast-icon"]')).toHaveClass("text-feedback-error");
  });

  it("should put the type's name before the message, for screen readers", () => {
    const toaster = createToaster();
    renderToaster(toaster);
    act(() => {
      toaster.error("Payment failed");
    });
    expect(toasts()[0]).toHaveTextContent("Error: Payment failed");
  });

  it("should sit at the top centre of the viewport, in a named region", () => {
    const toaster = createToaster();
    renderToaster(toaster);
    const viewport = document.querySelector('[data-slot="toaster"]');
    expect(viewport).toHaveClass("fixed", "top-0", "inset-x-0", "mx-auto");
    expect(screen.getByRole("region", { name: "Notifications (F8)" })).toContainElement(
      viewport as HTMLElement,
    );
  });

  it("should close a toast with its close button", async () => {
    const toaster = createToaster();
    renderToaster(toaster);
    act(() => {
      toaster.success("Saved");
    });
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(toasts()).toHaveLength(0);
    expect(toaster.toasts()).toHaveLength(0);
  });

  it("should show a title and an action", async () => {
    const toaster = createToaster();
    const onClick = vi.fn();
    renderToaster(toaster);
    act(() => {
      toaster.warn("Your VIP ends tomorrow", {
        title: "Renew now",
        action: { label: "Renew", onClick },
      });
    });
    expect(screen.getByText("Renew now")).toHaveAttribute("data-slot", "toast-title");
    await userEvent.click(screen.getByRole("button", { name: "Renew" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe("given the 6000 ms a toast stays (SPEC.md §2)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("should still show the toast at 5999 ms and remove it at 6000 ms", () => {
    const toaster = createToaster();
    renderToaster(toaster);
    act(() => {
      toaster.success("Password changed");
    });
    act(() => {
      vi.advanceTimersByTime(5999);
    });
    expect(screen.getByText("Password changed")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText("Password changed")).toBeNull();
    expect(toaster.toasts()).toHaveLength(0);
  });

  it("should keep a toast given duration Infinity", () => {
    const toaster = createToaster();
    renderToaster(toaster);
    act(() => {
      toaster.error("Stays", { duration: Number.POSITIVE_INFINITY });
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText("Stays")).toBeInTheDocument();
  });

  it("should wait while the pointer rests on the toasts, and go 6000 ms after it leaves", () => {
    const toaster = createToaster();
    renderToaster(toaster);
    act(() => {
      toaster.success("Read me");
    });
    const region = screen.getByRole("region");
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    fireEvent.pointerMove(region);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByText("Read me")).toBeInTheDocument();
    fireEvent.pointerLeave(region);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByText("Read me")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText("Read me")).toBeNull();
  });
});

describe("given announcements", () => {
  it.each([
    ["error", "assertive"],
    ["warn", "polite"],
    ["success", "polite"],
  ] as const)("should announce a %s toast %sly", async (type, politeness) => {
    const toaster = createToaster();
    renderToaster(toaster);
    act(() => {
      toaster.show(type, "Something happened");
    });
    const announcement = await screen.findByText(/Notification\s+.*Something happened/, {
      selector: '[role="status"]',
    });
    expect(announcement).toHaveAttribute("aria-live", politeness);
  });
});

describe.each([
  ["ar", "rtl", "الإشعارات (F8)", "إغلاق", "خطأ: تعذّر الدفع"],
  ["ja", "ltr", "通知（F8）", "閉じる", "エラー：決済に失敗しました"],
  ["de", "ltr", "Benachrichtigungen (F8)", "Schließen", "Fehler: Zahlung fehlgeschlagen"],
])("given the %s locale", (locale, dir, region, close, text) => {
  it("should speak it and give the portalled toasts its direction", () => {
    const toaster = createToaster();
    renderToaster(toaster, locale);
    const message = text.slice(text.search(/[:：]/) + 1).trim();
    act(() => {
      toaster.error(message);
    });
    expect(document.querySelector('[data-slot="toaster"]')).toHaveAttribute("dir", dir);
    expect(screen.getByRole("region", { name: region })).toBeInTheDocument();
    const item = toasts()[0] as HTMLElement;
    expect(within(item).getByRole("button", { name: close })).toBeInTheDocument();
    expect(item.textContent?.replace(/\s+/g, " ").trim()).toBe(text);
  });
});
