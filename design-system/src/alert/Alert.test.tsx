import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "../button/Button";
import { LocaleProvider } from "../locale/LocaleProvider";
import { Alert } from "./Alert";
import { FEEDBACK_TONES } from "./feedbackTone";

const alertBox = () => document.querySelector('[data-slot="alert"]');

describe("given an Alert", () => {
  it("should show the title and the description in the info tone by default", () => {
    render(<Alert title="New servers in Brazil">São Paulo is now available.</Alert>);
    expect(alertBox()).toHaveAttribute("data-tone", "info");
    expect(screen.getByText("New servers in Brazil")).toHaveAttribute("data-slot", "alert-title");
    expect(screen.getByText("São Paulo is now available.")).toHaveAttribute(
      "data-slot",
      "alert-description",
    );
  });

  it.each(FEEDBACK_TONES)("should paint the %s tone with its feedback tokens", (tone) => {
    render(<Alert tone={tone} title="Title" />);
    expect(alertBox()).toHaveClass(
      `bg-feedback-${tone}-surface`,
      `text-feedback-${tone}-text`,
      `border-feedback-${tone}`,
    );
    expect(document.querySelector('[data-slot="alert-icon"]')).toHaveClass(`text-feedback-${tone}`);
  });

  it.each([
    ["info", "Information"],
    ["success", "Success"],
    ["warn", "Warning"],
    ["error", "Error"],
  ] as const)("should name the %s tone for screen readers, not by colour alone", (tone, word) => {
    render(<Alert tone={tone} title="Title" />);
    expect(screen.getByRole("img", { name: word })).toHaveAttribute("data-slot", "alert-icon");
  });

  it("should name the tone in the reader's language", () => {
    render(
      <LocaleProvider locale="ar">
        <Alert tone="error" title="تعذّر الدفع" onDismiss={() => {}} />
      </LocaleProvider>,
    );
    expect(screen.getByRole("img", { name: "خطأ" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "إغلاق" })).toBeInTheDocument();
  });

  it("should show an action beside the message", () => {
    render(
      <Alert tone="error" title="Payment failed" action={<Button size="sm">Try again</Button>} />,
    );
    expect(screen.getByRole("button", { name: "Try again" }).parentElement).toHaveAttribute(
      "data-slot",
      "alert-action",
    );
  });

  it("should show a dismiss button only when onDismiss is given, and call it", async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Alert title="Saved" />);
    expect(screen.queryByRole("button")).toBeNull();
    rerender(<Alert title="Saved" onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it("should take a caller's dismiss label", () => {
    render(<Alert title="Saved" onDismiss={() => {}} dismissLabel="Hide the message" />);
    expect(screen.getByRole("button", { name: "Hide the message" })).toHaveClass("size-11");
  });
});

describe("given the live prop (an alert that appears after the page loaded)", () => {
  it.each([
    ["error", true, "alert"],
    ["warn", true, "alert"],
    ["success", true, "status"],
    ["info", true, "status"],
    ["error", false, null],
    ["info", false, null],
  ] as const)("should give a %s alert with live=%s the role %s", (tone, live, role) => {
    render(<Alert tone={tone} live={live} title="Title" />);
    if (role) expect(alertBox()).toHaveAttribute("role", role);
    else expect(alertBox()).not.toHaveAttribute("role");
  });

  it("should let a caller's role win", () => {
    render(<Alert tone="info" role="note" title="Title" />);
    expect(alertBox()).toHaveAttribute("role", "note");
  });
});
