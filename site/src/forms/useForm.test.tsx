// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { useForm } from "./useForm";

afterEach(cleanup);

/** Two fields that say their error with aria-invalid, as the design system's Field does. */
function TwoFields() {
  const form = useForm({ name: "", city: "" });
  return (
    <form
      ref={form.formRef}
      onSubmit={(event) => {
        event.preventDefault();
        form.showErrors({
          ...(form.values.name === "" ? { name: "Enter a name" } : {}),
          ...(form.values.city === "" ? { city: "Enter a city" } : {}),
        });
      }}
    >
      {(["name", "city"] as const).map((field) => (
        <input
          key={field}
          aria-label={field}
          aria-invalid={form.errors[field] ? true : undefined}
          value={form.values[field]}
          onChange={(event) => form.setValue(field, event.target.value)}
        />
      ))}
      <p data-testid="errors">{Object.values(form.errors).join(", ")}</p>
      <button type="submit">Send</button>
    </form>
  );
}

describe("given a form on useForm", () => {
  it("should focus the first invalid field once its errors are drawn, in the form's order", async () => {
    const user = userEvent.setup();
    render(<TwoFields />);
    await user.type(screen.getByLabelText("name"), "Ada");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByTestId("errors")).toHaveTextContent("Enter a city");
    expect(screen.getByLabelText("city")).toHaveFocus();

    await user.clear(screen.getByLabelText("name"));
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByLabelText("name")).toHaveFocus();
  });

  it("should keep an error while the visitor types when the form has no checks of its own to run again", async () => {
    const user = userEvent.setup();
    render(<TwoFields />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.type(screen.getByLabelText("name"), "A");
    expect(screen.getByTestId("errors")).toHaveTextContent("Enter a name, Enter a city");
  });

  it("should say whether there was any error, and move focus only when there was", () => {
    const { result } = renderHook(() => useForm({ name: "" }));
    let shown = true;
    act(() => {
      shown = result.current.showErrors({});
    });
    expect(shown).toBe(false);
    act(() => {
      shown = result.current.showErrors({ name: "Enter a name" });
    });
    expect(shown).toBe(true);
    expect(result.current.errors).toEqual({ name: "Enter a name" });
  });

  it("should run one submission at a time, pending with its kind until it settles", async () => {
    const { result } = renderHook(() =>
      useForm<{ name: string }, "name", string, "save">({ name: "" }),
    );
    let finish = () => {};
    let runs = 0;
    const action = () =>
      new Promise<void>((resolve) => {
        runs += 1;
        finish = resolve;
      });
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run("save", action);
    });
    expect(result.current.pending).toBe("save");
    await act(() => result.current.run("save", action));
    expect(runs).toBe(1);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.pending).toBeNull();
  });

  it("should move focus to a control by id after the next render (a wrong password: back to it)", () => {
    function Login() {
      const form = useForm({ password: "" });
      return (
        <>
          <input id="password" aria-label="password" />
          <button type="button" onClick={() => form.focusControl("password")}>
            Log in
          </button>
        </>
      );
    }
    render(<Login />);
    act(() => screen.getByRole("button").click());
    expect(screen.getByLabelText("password")).toHaveFocus();
  });
});
