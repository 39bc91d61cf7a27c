import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { TextField } from "../text-field/TextField";
import { FormError } from "./FormError";

describe("given a FormError", () => {
  it("should render nothing without errors", () => {
    const { container } = render(<FormError errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("should be an alert listing every message", () => {
    render(
      <FormError
        errors={[
          { fieldId: "email", message: "Enter a valid email" },
          { fieldId: "password", message: "Choose a stronger password" },
          { message: "recaptcha token is empty" },
        ]}
      />,
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Please check the following");
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByRole("link", { name: "Enter a valid email" })).toHaveAttribute(
      "href",
      "#email",
    );
    expect(screen.getByText("recaptcha token is empty").closest("a")).toBeNull();
  });

  it("should move focus to the field when its message is followed", async () => {
    render(
      <>
        <FormError errors={[{ fieldId: "signup-email", message: "Enter a valid email" }]} />
        <TextField id="signup-email" label="Email" error="Enter a valid email" />
      </>,
    );
    await userEvent.click(screen.getByRole("link", { name: "Enter a valid email" }));
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveFocus();
  });

  it("should follow the link from the keyboard too", async () => {
    render(
      <>
        <FormError errors={[{ fieldId: "name", message: "Enter your name" }]} />
        <TextField id="name" label="Name" />
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole("link")).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveFocus();
  });

  it.each([
    ["ar", "يُرجى مراجعة ما يلي"],
    ["ru", "Проверьте следующее"],
  ])("should title the summary in %s", (locale, title) => {
    render(
      <LocaleProvider locale={locale}>
        <FormError errors={[{ message: "x" }]} />
      </LocaleProvider>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(title);
  });

  it("should take a title from props", () => {
    render(<FormError title="We could not create your account" errors={[{ message: "x" }]} />);
    expect(screen.getByRole("alert")).toHaveTextContent("We could not create your account");
  });
});
