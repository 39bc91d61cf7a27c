import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Button } from "../button/Button";
import { LocaleProvider } from "../locale/LocaleProvider";
import {
  Modal,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalTitle,
  ModalTrigger,
} from "./Modal";

function UnbindDevice({ showCloseButton = false }: { showCloseButton?: boolean }) {
  return (
    <Modal>
      <ModalTrigger asChild>
        <Button>Unbind device</Button>
      </ModalTrigger>
      <ModalContent showCloseButton={showCloseButton}>
        <ModalTitle>Unbind this device?</ModalTitle>
        <ModalDescription>It will be signed out of the VPN.</ModalDescription>
        <ModalFooter>
          <ModalClose asChild>
            <Button variant="outline">Cancel</Button>
          </ModalClose>
          <Button variant="danger">Unbind</Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}

describe("given a Modal with a trigger", () => {
  it("should open a dialog named by its title and described by its description", async () => {
    render(<UnbindDevice />);
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Unbind device" }));
    const dialog = screen.getByRole("dialog", { name: "Unbind this device?" });
    expect(dialog).toHaveAccessibleDescription("It will be signed out of the VPN.");
    expect(dialog).toHaveAttribute("data-slot", "modal-content");
  });

  it("should close on Escape and give focus back to the trigger", async () => {
    render(<UnbindDevice />);
    const trigger = screen.getByRole("button", { name: "Unbind device" });
    await userEvent.click(trigger);
    expect(screen.getByRole("dialog")).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("should keep Tab and Shift+Tab inside the dialog", async () => {
    render(<UnbindDevice />);
    await userEvent.click(screen.getByRole("button", { name: "Unbind device" }));
    const cancel = screen.getByRole("button", { name: "Cancel" });
    const unbind = screen.getByRole("button", { name: "Unbind" });
    expect(cancel).toHaveFocus();
    await userEvent.tab();
    expect(unbind).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(unbind).toHaveFocus();
  });

  it("should close from a ModalClose button", async () => {
    render(<UnbindDevice />);
    await userEvent.click(screen.getByRole("button", { name: "Unbind device" }));
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("should dim the page with the overlay token and portal out of the page", async () => {
    const { container } = render(<UnbindDevice />);
    await userEvent.click(screen.getByRole("button", { name: "Unbind device" }));
    const overlay = document.querySelector('[data-slot="modal-overlay"]');
    expect(overlay).toHaveClass("bg-overlay", "fixed", "inset-0");
    expect(container).not.toContainElement(screen.getByRole("dialog"));
  });

  it("should size between 78 and 104 units and never overflow a small screen (SPEC.md §9)", async () => {
    render(<UnbindDevice />);
    await userEvent.click(screen.getByRole("button", { name: "Unbind device" }));
    expect(screen.getByRole("dialog")).toHaveClass(
      "max-w-modal-max",
      "min-w-[min(var(--container-modal-min),calc(100%_-_2rem))]",
      "w-[calc(100%_-_2rem)]",
    );
  });

  it("should fade and scale in from 96 %, and not move for reduced-motion readers", async () => {
    render(<UnbindDevice />);
    await userEvent.click(screen.getByRole("button", { name: "Unbind device" }));
    expect(screen.getByRole("dialog")).toHaveClass(
      "starting:opacity-0",
      "starting:scale-(--mvpn-motion-scale-modal-from)",
      "duration-(--mvpn-motion-duration-base)",
      "motion-reduce:transition-none",
    );
    expect(document.querySelector('[data-slot="modal-overlay"]')).toHaveClass(
      "motion-reduce:transition-none",
    );
  });

  it("should leave the × button off unless asked", async () => {
    render(<UnbindDevice />);
    await userEvent.click(screen.getByRole("button", { name: "Unbind device" }));
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });
});

describe("given showCloseButton", () => {
  it.each([
    ["en", "Close"],
    ["ar", "إغلاق"],
    ["ja", "閉じる"],
  ])("should label the × button in %s as %s and close with it", async (locale, label) => {
    render(
      <LocaleProvider locale={locale}>
        <UnbindDevice showCloseButton />
      </LocaleProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Unbind device" }));
    await userEvent.click(screen.getByRole("button", { name: label }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("given the Arabic locale", () => {
  it("should give the portalled panel the page's right-to-left direction", async () => {
    render(
      <LocaleProvider locale="ar">
        <UnbindDevice />
      </LocaleProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Unbind device" }));
    expect(screen.getByRole("dialog")).toHaveAttribute("dir", "rtl");
  });

  it("should keep the left-to-right direction in English", async () => {
    render(<UnbindDevice />);
    await userEvent.click(screen.getByRole("button", { name: "Unbind device" }));
    expect(screen.getByRole("dialog")).toHaveAttribute("dir", "ltr");
  });
});

function OpenedFromCode() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setTimeout(() => setOpen(true), 0)}>Check session</Button>
      <Modal open={open} onOpenChange={setOpen}>
        <ModalContent>
          <ModalTitle>Session expired</ModalTitle>
          <ModalFooter>
            <ModalClose asChild>
              <Button>OK</Button>
            </ModalClose>
          </ModalFooter>
        </ModalContent>
      </Modal>
    </>
  );
}

describe("given a Modal opened from code, without a trigger", () => {
  it("should give focus back to the element that had it when the dialog opened", async () => {
    render(<OpenedFromCode />);
    const opener = screen.getByRole("button", { name: "Check session" });
    await userEvent.click(opener);
    await screen.findByRole("dialog", { name: "Session expired" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
