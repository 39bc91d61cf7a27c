import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Button } from "../button/Button";
import { LocaleProvider } from "../locale/LocaleProvider";
import { createDialogs, type Dialogs } from "./createDialogs";
import { DialogHost } from "./DialogHost";

// SPEC.md §4: the prompt shown for session-expiry codes 50008, 50012 and 50014.
const SESSION_EXPIRED =
  "You have been logged out, you can cancel to stay on this page, or log in again";

function renderHost(dialogs: Dialogs, locale = "en") {
  return render(
    <LocaleProvider locale={locale}>
      <DialogHost dialogs={dialogs} />
    </LocaleProvider>,
  );
}

/** Asks from outside React, as an API client would, and keeps the promise. */
function ask<T>(prompt: () => Promise<T>): Promise<T> {
  let answer!: Promise<T>;
  act(() => {
    answer = prompt();
  });
  return answer;
}

describe("given a DialogHost and a confirm asked from code", () => {
  it("should show an alert dialog with the title, the message and Cancel before Confirm", async () => {
    const dialogs = createDialogs();
    renderHost(dialogs);
    ask(() => dialogs.confirm({ title: "Session expired", message: SESSION_EXPIRED }));
    const dialog = await screen.findByRole("alertdialog", { name: "Session expired" });
    expect(dialog).toHaveAccessibleDescription(SESSION_EXPIRED);
    const buttons = screen.getAllByRole("button").map((b) => b.textContent);
    expect(buttons).toEqual(["Cancel", "Confirm"]);
  });

  it("should resolve true when accepted (log in again)", async () => {
    const dialogs = createDialogs();
    renderHost(dialogs);
    const answer = ask(() =>
      dialogs.confirm({
        title: "Session expired",
        message: SESSION_EXPIRED,
        confirmLabel: "Log in",
      }),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Log in" }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it.each([
    ["Cancel", async () => userEvent.click(screen.getByRole("button", { name: "Cancel" }))],
    ["Escape", async () => userEvent.keyboard("{Escape}")],
  ])("should resolve false when declined with %s (stay on the page)", async (_, decline) => {
    const dialogs = createDialogs();
    renderHost(dialogs);
    const answer = ask(() =>
      dialogs.confirm({ title: "Session expired", message: SESSION_EXPIRED }),
    );
    await screen.findByRole("alertdialog");
    await decline();
    await expect(answer).resolves.toBe(false);
  });

  it("should paint the accepting button as danger for a destructive confirm", async () => {
    const dialogs = createDialogs();
    renderHost(dialogs);
    ask(() =>
      dialogs.confirm({ title: "Sign out everywhere?", confirmLabel: "Sign out", tone: "danger" }),
    );
    expect(await screen.findByRole("button", { name: "Sign out" })).toHaveAttribute(
      "data-variant",
      "danger",
    );
    expect(screen.getByRole("alertdialog")).toHaveAttribute("data-tone", "danger");
  });

  it("should focus Cancel first, so Enter never confirms by accident", async () => {
    const dialogs = createDialogs();
    renderHost(dialogs);
    ask(() => dialogs.confirm({ title: "Unbind?", tone: "danger" }));
    expect(await screen.findByRole("button", { name: "Cancel" })).toHaveFocus();
  });
});

describe("given a DialogHost and an alert", () => {
  it("should label its one button OK by default (SPEC.md §2) and resolve when pressed", async () => {
    const dialogs = createDialogs();
    renderHost(dialogs);
    const done = ask(() => dialogs.alert({ title: "Password changed" }));
    const ok = await screen.findByRole("button", { name: "OK" });
    expect(screen.getAllByRole("button")).toHaveLength(1);
    await userEvent.click(ok);
    await expect(done).resolves.toBeUndefined();
  });

  it("should use the okLabel when given", async () => {
    const dialogs = createDialogs();
    renderHost(dialogs);
    ask(() => dialogs.alert({ title: "Done", okLabel: "Got it" }));
    expect(await screen.findByRole("button", { name: "Got it" })).toBeInTheDocument();
  });
});

describe.each([
  ["ar", "rtl", "حسنًا", ["إلغاء", "تأكيد"]],
  ["de", "ltr", "OK", ["Abbrechen", "Bestätigen"]],
  ["ja", "ltr", "OK", ["キャンセル", "確認"]],
  ["ru", "ltr", "ОК", ["Отмена", "Подтвердить"]],
])("given the %s locale", (locale, dir, ok, confirmButtons) => {
  it("should speak the locale and take its direction", async () => {
    const dialogs = createDialogs();
    renderHost(dialogs, locale);
    ask(() => dialogs.confirm({ title: "?" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveAttribute("dir", dir);
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(confirmButtons);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    ask(() => dialogs.alert({ title: "!" }));
    expect(await screen.findByRole("button", { name: ok })).toBeInTheDocument();
  });
});

describe("given several prompts asked at once", () => {
  it("should show them one after the other and answer each on its own", async () => {
    const dialogs = createDialogs();
    renderHost(dialogs);
    const first = ask(() => dialogs.confirm({ title: "First" }));
    const second = ask(() => dialogs.alert({ title: "Second" }));
    const third = ask(() => dialogs.confirm({ title: "Third" }));

    await screen.findByRole("alertdialog", { name: "First" });
    expect(screen.getAllByRole("alertdialog")).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await expect(first).resolves.toBe(true);

    await screen.findByRole("alertdialog", { name: "Second" });
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    await expect(second).resolves.toBeUndefined();

    await screen.findByRole("alertdialog", { name: "Third" });
    await userEvent.keyboard("{Escape}");
    await expect(third).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });
});

describe("given a prompt opened by a button on the page", () => {
  it("should give focus back to that button when answered", async () => {
    const dialogs = createDialogs();
    render(
      <>
        <Button onClick={() => void dialogs.confirm({ title: "Unbind?" })}>Unbind</Button>
        <DialogHost dialogs={dialogs} />
      </>,
    );
    const opener = screen.getByRole("button", { name: "Unbind" });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("should give focus back after a queue of prompts too", async () => {
    const dialogs = createDialogs();
    render(
      <>
        <Button
          onClick={() => {
            void dialogs.confirm({ title: "One" });
            void dialogs.confirm({ title: "Two" });
          }}
        >
          Ask twice
        </Button>
        <DialogHost dialogs={dialogs} />
      </>,
    );
    const opener = screen.getByRole("button", { name: "Ask twice" });
    await userEvent.click(opener);
    await screen.findByRole("alertdialog", { name: "One" });
    await userEvent.keyboard("{Escape}");
    const two = await screen.findByRole("alertdialog", { name: "Two" });
    await waitFor(() => expect(two).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
