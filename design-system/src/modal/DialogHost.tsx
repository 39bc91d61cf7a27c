import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { Button } from "../button/Button";
import { useMessages } from "../i18n/messages";
import type { DialogRequest, Dialogs } from "./createDialogs";
import { modalMessages } from "./intl/catalog.gen";
import { Modal, ModalContent, ModalDescription, ModalFooter, ModalTitle } from "./Modal";

export interface DialogHostProps {
  /** The prompts to show, from `createDialogs()`. */
  dialogs: Dialogs;
  /** Where the dialogs are portalled; `document.body` by default. */
  container?: HTMLElement | null;
}

const noRequest = () => null;

/**
 * Shows the prompts of a `Dialogs` object, one at a time. Mount it once,
 * inside the `LocaleProvider`, so the buttons speak the page's language.
 *
 * The next prompt opens only once the previous one has closed and handed
 * focus back, so each returns focus to what opened it.
 */
export function DialogHost({ dialogs, container }: DialogHostProps) {
  const head = useSyncExternalStore(dialogs.subscribe, dialogs.current, noRequest);
  const [shown, setShown] = useState<DialogRequest | null>(null);
  if (shown === null && head !== null) setShown(head);
  const open = shown !== null && shown === head;

  // What had focus when the first prompt of a queue opened. Each prompt gives
  // focus back to what had it when it opened, but a prompt that opens while
  // the previous one is still leaving can find focus on <body>; the end of the
  // queue then still returns focus here. A layout effect, so it reads focus
  // before the dialog's own effects move it in.
  const queueOpener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (shown === null || queueOpener.current !== null) return;
    const active = document.activeElement;
    queueOpener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [shown]);

  const closed = useCallback(() => {
    setShown(null);
    if (dialogs.current() !== null) return;
    const opener = queueOpener.current;
    queueOpener.current = null;
    const active = document.activeElement;
    if (opener?.isConnected && (active === null || active === document.body)) opener.focus();
  }, [dialogs]);

  // Radix hands focus back on a timer after the panel unmounts, and reports it
  // through onCloseAutoFocus; this later timer is the fallback if it does not.
  useEffect(() => {
    if (open || shown === null) return;
    const timer = setTimeout(closed, 0);
    return () => clearTimeout(timer);
  }, [open, shown, closed]);

  if (shown === null) return null;
  return (
    <Modal
      key={shown.id}
      open={open}
      onOpenChange={(next) => {
        if (!next) dialogs.settle(shown.id, false);
      }}
    >
      <PromptContent
        request={shown}
        container={container}
        onAnswer={(accepted) => dialogs.settle(shown.id, accepted)}
        onClosed={closed}
      />
    </Modal>
  );
}

interface PromptContentProps {
  request: DialogRequest;
  container: HTMLElement | null | undefined;
  onAnswer: (accepted: boolean) => void;
  onClosed: () => void;
}

function PromptContent({ request, container, onAnswer, onClosed }: PromptContentProps) {
  const t = useMessages(modalMessages);
  const tone = request.kind === "confirm" ? (request.tone ?? "default") : "default";
  return (
    <ModalContent
      // A prompt that waits for an answer before anything else happens.
      role="alertdialog"
      data-kind={request.kind}
      data-tone={tone}
      container={container}
      onCloseAutoFocus={onClosed}
    >
      <ModalTitle>{request.title}</ModalTitle>
      {request.message != null ? <ModalDescription>{request.message}</ModalDescription> : null}
      <ModalFooter>
        {request.kind === "confirm" ? (
          <>
            <Button variant="outline" onClick={() => onAnswer(false)}>
              {request.cancelLabel ?? t("cancel")}
            </Button>
            <Button
              variant={tone === "danger" ? "danger" : "primary"}
              onClick={() => onAnswer(true)}
            >
              {request.confirmLabel ?? t("confirm")}
            </Button>
          </>
        ) : (
          <Button onClick={() => onAnswer(true)}>{request.okLabel ?? t("ok")}</Button>
        )}
      </ModalFooter>
    </ModalContent>
  );
}
