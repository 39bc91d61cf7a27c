import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PaymentStatus } from "./PaymentStatus";
import { PAYMENT_STATUS_TONES } from "./paymentStatusTone";

describe("given a PaymentStatus", () => {
  it("should be a section named by its heading, an h1 by default", () => {
    render(
      <PaymentStatus tone="success" title="Payment received">
        Your VIP plan is active.
      </PaymentStatus>,
    );
    expect(screen.getByRole("region", { name: "Payment received" })).toHaveAttribute(
      "data-tone",
      "success",
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Payment received");
  });

  it("should hold heading and words in a polite live region, actions outside it", () => {
    render(
      <PaymentStatus
        tone="declined"
        title="Card declined"
        actions={<button type="button">Try again</button>}
      >
        No money was taken.
      </PaymentStatus>,
    );
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toHaveAttribute("aria-atomic", "true");
    expect(status).toHaveTextContent("Card declinedNo money was taken.");
    expect(status).not.toContainElement(screen.getByRole("button", { name: "Try again" }));
  });

  it("should keep the same live region when the tone changes, so the change is heard", () => {
    const { rerender } = render(<PaymentStatus tone="pending" title="Confirming your payment" />);
    const status = screen.getByRole("status");
    rerender(<PaymentStatus tone="success" title="Payment received" />);
    expect(screen.getByRole("status")).toBe(status);
    expect(status).toHaveTextContent("Payment received");
  });

  it("should turn a spinner while pending, hidden from screen readers, and mark the panel busy", () => {
    const { container } = render(<PaymentStatus tone="pending" title="Confirming your payment" />);
    const spinner = container.querySelector("[data-slot=spinner]");
    expect(spinner).toHaveAttribute("aria-hidden", "true");
    expect(screen.getAllByRole("status")).toHaveLength(1);
    expect(screen.getByRole("region")).toHaveAttribute("aria-busy", "true");
  });

  it.each(PAYMENT_STATUS_TONES.filter((tone) => tone !== "pending"))(
    "should show an icon for %s and no spinner",
    (tone) => {
      const { container } = render(<PaymentStatus tone={tone} title="Status" />);
      expect(container.querySelector("[data-slot=payment-status-icon] svg")).toBeInTheDocument();
      expect(container.querySelector("[data-slot=spinner]")).toBeNull();
      expect(screen.getByRole("region")).not.toHaveAttribute("aria-busy");
    },
  );
});
