import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Field } from "./Field";

const input = (label = "Coupon code") => screen.getByRole("textbox", { name: label });

describe("given a Field", () => {
  it("should name its control by the label, with no error wiring while valid", () => {
    render(<Field label="Coupon code">{(control) => <input {...control} />}</Field>);
    const box = input();
    expect(box).not.toHaveAttribute("aria-invalid");
    expect(box).not.toHaveAttribute("aria-errormessage");
    expect(box).not.toHaveAttribute("aria-describedby");
    expect(document.querySelector("[data-slot=field]")).not.toHaveAttribute("data-invalid");
  });

  it("should keep the caller's id, so a FormError can link to the control", () => {
    render(
      <Field id="coupon" label="Coupon code">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(input()).toHaveAttribute("id", "coupon");
    expect(screen.getByText("Coupon code")).toHaveAttribute("for", "coupon");
  });

  describe("given a description and an error", () => {
    it("should describe the control by the description, then the error, then the caller's ids", () => {
      render(
        <>
          <Field
            label="Coupon code"
            description="From your welcome mail"
            error="This coupon has expired"
            controlDescribedBy="coupon-note"
          >
            {(control) => <input {...control} />}
          </Field>
          <p id="coupon-note">One coupon per order</p>
        </>,
      );
      const box = input();
      expect(box).toBeInvalid();
      expect(box).toHaveAccessibleDescription(
        "From your welcome mail This coupon has expired One coupon per order",
      );
      expect(box).toHaveAccessibleErrorMessage("This coupon has expired");
      expect(document.querySelector("[data-slot=field]")).toHaveAttribute("data-invalid", "true");
    });

    it.each([
      ["undefined", undefined],
      ["null", null],
      ["false", false],
      ["an empty string", ""],
    ])("should show no error for %s", (_name, error) => {
      render(
        <Field label="Coupon code" error={error}>
          {(control) => <input {...control} />}
        </Field>,
      );
      expect(input()).toBeValid();
      expect(document.querySelector("[data-slot=field-error]")).toBeNull();
    });
  });

  it("should mark the label and the control required", () => {
    render(
      <Field label="Coupon code" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(input()).toBeRequired();
    expect(document.querySelector("[data-slot=field-required]")).not.toBeNull();
  });

  it("should wire any control: a select and a textarea as well as an input", () => {
    render(
      <>
        <Field label="Topic" error="Choose a topic">
          {(control) => (
            <select {...control}>
              <option>Billing</option>
            </select>
          )}
        </Field>
        <Field label="Message" description="What happened">
          {(control) => <textarea {...control} />}
        </Field>
      </>,
    );
    expect(screen.getByRole("combobox", { name: "Topic" })).toHaveAccessibleErrorMessage(
      "Choose a topic",
    );
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription(
      "What happened",
    );
  });

  it("should put the footer under the control and its error", () => {
    render(
      <Field label="Coupon code" error="Expired" footer={<p data-testid="footer">Rules</p>}>
        {(control) => <input {...control} />}
      </Field>,
    );
    const slots = [...document.querySelectorAll("[data-slot=field] > *")].map(
      (part) => part.getAttribute("data-slot") ?? part.getAttribute("data-testid") ?? part.tagName,
    );
    expect(slots).toEqual(["field-label", "INPUT", "field-error", "footer"]);
  });
});
