// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { type CardInput, checkCard } from "../checkout/card-input";
import { type FormErrors, useForm } from "./useForm";

afterEach(cleanup);

type CardField = keyof CardInput;
const FIELDS: readonly CardField[] = ["number", "expiry", "cvc"];
const WORDS: Record<CardField, string> = {
  number: "This card number is not valid",
  expiry: "Enter the expiry date as MM/YY",
  cvc: "Enter the security code",
};

/** The checkout's own check of a card (card-input.ts), one sentence per field. */
function cardErrors({ card }: { card: CardInput }): FormErrors<CardField, string> {
  const problems = checkCard(card, new Date(2026, 11, 6));
  return Object.fromEntries(FIELDS.filter((field) => problems[field]).map((f) => [f, WORDS[f]]));
}

/**
 * A card form as the checkout's: the values nested under `card`, each input
 * saying its error with aria-invalid. `submit` is how Pay checks: the form's
 * `check()`, or errors handed to `showErrors` (the provider's answer).
 */
function CardForm({ submit }: { submit: "check" | "show" }) {
  const form = useForm<{ card: CardInput }, CardField>(
    { card: { number: "", expiry: "", cvc: "" } },
    { validate: cardErrors, fieldValue: (values, field) => values.card[field] },
  );
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (submit === "check") form.check();
        else form.showErrors(cardErrors(form.values));
      }}
    >
      {FIELDS.map((field) => (
        <label key={field}>
          {field}
          <input
            aria-invalid={form.errors[field] ? true : undefined}
            value={form.values.card[field]}
            onChange={(event) =>
              form.setValues((values) => ({
                card: { ...values.card, [field]: event.target.value },
              }))
            }
            onBlur={(event) => form.blur(field, event)}
          />
        </label>
      ))}
      <p data-testid="errors">{FIELDS.map((field) => form.errors[field] ?? "").join("")}</p>
      <button type="submit">Pay</button>
    </form>
  );
}

const errorsShown = () => screen.getByTestId("errors").textContent;

async function payThenType(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("number"), "4242 4242 4242 4241");
  await user.click(screen.getByRole("button", { name: "Pay" }));
  expect(errorsShown()).toBe(Object.values(WORDS).join(""));
  await user.clear(screen.getByLabelText("number"));
  await user.type(screen.getByLabelText("number"), "4242 4242 4242 4242");
  await user.type(screen.getByLabelText("expiry"), "12/34");
  await user.type(screen.getByLabelText("cvc"), "123");
}

describe("given a card refused on submit (issue #38: a form that forgives)", () => {
  for (const submit of ["check", "show"] as const) {
    it(`should take each error away as soon as its field is valid, before Pay is pressed again (${submit})`, async () => {
      const user = userEvent.setup();
      render(<CardForm submit={submit} />);
      await payThenType(user);
      expect(errorsShown()).toBe("");
      for (const field of FIELDS) {
        expect(screen.getByLabelText(field)).not.toHaveAttribute("aria-invalid");
      }
      // Some 40 keystrokes: room for a loaded machine.
    }, 20_000);
  }

  it("should say the new problem while a touched field is still wrong, and none once it is right", async () => {
    const user = userEvent.setup();
    render(<CardForm submit="check" />);
    await user.click(screen.getByRole("button", { name: "Pay" }));
    await user.type(screen.getByLabelText("expiry"), "13/3");
    expect(errorsShown()).toContain(WORDS.expiry);
    await user.clear(screen.getByLabelText("expiry"));
    await user.type(screen.getByLabelText("expiry"), "12/34");
    expect(errorsShown()).not.toContain(WORDS.expiry);
  });
});

/** A flat form (each field is `values[field]`): a required name and an optional number. */
function Optional() {
  const form = useForm(
    { name: "", order: "" },
    {
      validate: ({ name, order }) => ({
        ...(name === "" ? { name: "Enter a name" } : {}),
        ...(/^\d*$/.test(order) ? {} : { order: "Digits only" }),
      }),
    },
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        form.check();
      }}
    >
      {/* The name stays empty: only the order is typed in. */}
      <input
        aria-label="order"
        value={form.values.order}
        onChange={(event) => form.setValue("order", event.target.value)}
      />
      <p data-testid="errors">{[form.errors.name, form.errors.order].join("|")}</p>
      <button type="submit">Send</button>
    </form>
  );
}

describe("given a form submitted once with an optional field left empty", () => {
  it("should name a problem in that field as soon as it is typed, without another submit", async () => {
    const user = userEvent.setup();
    render(<Optional />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(errorsShown()).toBe("Enter a name|");
    await user.type(screen.getByLabelText("order"), "12a");
    expect(errorsShown()).toBe("Enter a name|Digits only");
  });
});

describe("given a card form nobody has submitted yet", () => {
  it("should leave the check to the submit when focus goes from a field to Pay, so the click is not lost", async () => {
    const user = userEvent.setup();
    render(<CardForm submit="show" />);
    await user.type(screen.getByLabelText("number"), "4242");
    screen.getByRole("button", { name: "Pay" }).focus();
    expect(errorsShown()).toBe("");
  });

  it("should not scold a field while it is first typed in, nor one merely tabbed through", async () => {
    const user = userEvent.setup();
    render(<CardForm submit="check" />);
    await user.type(screen.getByLabelText("number"), "4242");
    expect(errorsShown()).toBe("");
    await user.tab();
    await user.tab();
    expect(errorsShown()).toBe(WORDS.number);
  });

  it("should check a field when it is left after typing, then again on every change", async () => {
    const user = userEvent.setup();
    render(<CardForm submit="check" />);
    await user.type(screen.getByLabelText("number"), "4242 4242 4242 4241");
    await user.tab();
    expect(errorsShown()).toBe(WORDS.number);
    await user.type(screen.getByLabelText("number"), "{Backspace}2");
    expect(errorsShown()).toBe("");
  });
});
