import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { Banner } from "./Banner";
import { BANNER_TONES } from "./bannerVariants";

describe("given a Banner", () => {
  it("should be a named region holding its message", () => {
    render(<Banner>Save 59% today</Banner>);
    const region = screen.getByRole("region", { name: "Announcement" });
    expect(region).toHaveTextContent("Save 59% today");
    expect(region).toHaveAttribute("data-slot", "banner");
    expect(region).toHaveAttribute("data-variant", "promo");
  });

  it("should have no close button when nothing listens to it", () => {
    render(<Banner>Hello</Banner>);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("should call onClose from a close button named in the page's language", async () => {
    const onClose = vi.fn();
    render(
      <LocaleProvider locale="de">
        <Banner onClose={onClose}>Heute 59 % sparen</Banner>
      </LocaleProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Schließen" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("should let a prop override the close label and the region name", () => {
    render(
      <Banner onClose={() => {}} closeLabel="Hide offer" aria-label="Today's offer">
        Offer
      </Banner>,
    );
    expect(screen.getByRole("region", { name: "Today's offer" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Hide offer" })).toBeInTheDocument();
  });

  it("should close with the keyboard", async () => {
    const onClose = vi.fn();
    render(<Banner onClose={onClose}>Offer</Banner>);
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("should render the call to action slot", () => {
    render(<Banner action={<a href="/pricing">See offer</a>}>Offer</Banner>);
    expect(screen.getByRole("link", { name: "See offer" })).toHaveAttribute("href", "/pricing");
  });

  it("should keep a 44px close target (DESIGN-LANGUAGE.md)", () => {
    render(<Banner onClose={() => {}}>Offer</Banner>);
    expect(screen.getByRole("button")).toHaveClass("size-11");
  });

  it.each(BANNER_TONES)("should mark the %s tone", (tone) => {
    render(<Banner tone={tone}>Offer</Banner>);
    expect(screen.getByRole("region")).toHaveAttribute("data-variant", tone);
  });

  it("should give the promo tone the on-brand focus ring, since it sits on the dark band", () => {
    render(<Banner onClose={() => {}}>Offer</Banner>);
    expect(screen.getByRole("button")).toHaveClass("focus-visible:outline-focus-on-brand");
  });
});

describe("given a Banner fixed to the bottom of the viewport", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.documentElement.style.scrollPaddingBlockEnd = "";
  });

  it("should stay in the flow of the page unless asked, reserving nothing", () => {
    const { container } = render(<Banner>Offer</Banner>);
    const region = screen.getByRole("region");
    expect(region).toHaveAttribute("data-placement", "inline");
    expect(region).not.toHaveClass("fixed");
    expect(container.querySelector('[data-slot="banner-spacer"]')).toBeNull();
  });

  it("should lie over the page at the bottom, so appearing late moves none of the page's content", () => {
    render(<Banner placement="viewport">Offer</Banner>);
    const region = screen.getByRole("region");
    expect(region).toHaveAttribute("data-placement", "viewport");
    expect(region).toHaveClass("fixed", "bottom-0", "inset-x-0");
  });

  describe("given it is 72 px tall", () => {
    it("should keep the page's end and focused elements clear of it, and give the space back when it goes", () => {
      vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
        height: 72,
      } as DOMRect);
      const { container, unmount } = render(<Banner placement="viewport">Offer</Banner>);
      const spacer = container.querySelector('[data-slot="banner-spacer"]');
      expect(spacer).toHaveStyle({ blockSize: "72px" });
      expect(spacer).toHaveAttribute("aria-hidden", "true");
      const root = document.documentElement.style;
      expect(root.scrollPaddingBlockEnd).toBe("72px");
      // The scroll-to-top button sits above it, as it does above the cookie bar.
      expect(root.getPropertyValue("--mvpn-bottom-bar-height")).toBe("72px");
      unmount();
      expect(root.scrollPaddingBlockEnd).toBe("");
      expect(root.getPropertyValue("--mvpn-bottom-bar-height")).toBe("");
    });
  });

  it("should still hand its element to a ref the page passes", () => {
    const ref = createRef<HTMLElement>();
    render(
      <Banner placement="viewport" ref={ref}>
        Offer
      </Banner>,
    );
    expect(ref.current).toBe(screen.getByRole("region"));
  });
});
