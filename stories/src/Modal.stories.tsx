import {
  Button,
  createDialogs,
  DialogHost,
  Modal,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalTitle,
  ModalTrigger,
  messagesFor,
  modalMessages,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { inBothDirections, isRightToLeft } from "./support/directions";
import { siteCopy } from "./support/siteCopy";

const meta = {
  title: "Components/Modal",
  component: Modal,
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialogs' own words (Cancel, OK, Close), as the design system gives them to the site. */
const dialogWords = (locale: string) => messagesFor(modalMessages, locale);

/** A date in the renewal question, written as the account page writes it (`formatLongDate`). */
const RENEWAL_END = new Date(Date.UTC(2027, 2, 14));

/**
 * The words of the site's own prompts, per state: turning off renewal and
 * unbinding a device on /myaccount, the api's failure alert, and the
 * terms of use as a long text (SPEC.md §4, site/src/account).
 */
function wordsFor(locale: string) {
  const t = siteCopy(locale, "myaccount", "header", "termsuse");
  const ds = dialogWords(locale);
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: "long",
    numberingSystem: "latn",
    timeZone: "UTC",
  }).format(RENEWAL_END);
  return {
    confirm: {
      title: t("myaccount.renewal.confirmTitle"),
      message: t("myaccount.renewal.confirmBody", { date }),
      confirm: t("myaccount.renewal.turnOff"),
      cancel: t("myaccount.renewal.keep"),
    },
    danger: {
      title: t("myaccount.device.unbindTitle", { app: t("myaccount.device.windowsApp") }),
      message: t("myaccount.device.unbindBody"),
      confirm: t("myaccount.device.unbind"),
      cancel: ds("cancel"),
    },
    alert: { title: t("header.apiError") },
    sessionExpired: { title: t("header.sessionExpiredTitle"), message: t("header.loggedOut") },
    long: {
      title: t("termsuse.hero.title"),
      paragraphs: termsParagraphs(locale, 8),
      confirm: ds("ok"),
    },
    ok: ds("ok"),
    close: ds("close"),
  };
}

/** The terms of use as the site publishes them (site/content/pages/<locale>/termsuse.md). */
const TERMS = import.meta.glob<string>("../../site/content/pages/*/termsuse.md", {
  eager: true,
  query: "?raw",
  import: "default",
});

/** The first paragraphs of the terms, as plain text: headings, front matter and link targets left out. */
function termsParagraphs(locale: string, count: number): string[] {
  const markdown = TERMS[`../../site/content/pages/${locale}/termsuse.md`];
  if (markdown === undefined) throw new Error(`The site has no terms of use in ${locale}`);
  const body = markdown.replace(/^---[\s\S]*?\n---\n/, "");
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== "" && !block.startsWith("#"))
    .slice(0, count)
    .map((block) => block.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1"));
}
const localeOf = (globals: Record<string, unknown>) => String(globals.locale ?? "en");

type State = "confirm" | "danger" | "alert" | "long";

function StatePanel({ state, locale }: { state: State; locale: string }) {
  const words = wordsFor(locale);
  switch (state) {
    case "confirm":
      return (
        <>
          <ModalTitle>{words.confirm.title}</ModalTitle>
          <ModalDescription>{words.confirm.message}</ModalDescription>
          <ModalFooter>
            <ModalClose asChild>
              <Button variant="outline">{words.confirm.cancel}</Button>
            </ModalClose>
            <ModalClose asChild>
              <Button>{words.confirm.confirm}</Button>
            </ModalClose>
          </ModalFooter>
        </>
      );
    case "danger":
      return (
        <>
          <ModalTitle>{words.danger.title}</ModalTitle>
          <ModalDescription>{words.danger.message}</ModalDescription>
          <ModalFooter>
            <ModalClose asChild>
              <Button variant="outline">{words.danger.cancel}</Button>
            </ModalClose>
            <ModalClose asChild>
              <Button variant="danger">{words.danger.confirm}</Button>
            </ModalClose>
          </ModalFooter>
        </>
      );
    case "alert":
      return (
        <>
          <ModalTitle>{words.alert.title}</ModalTitle>
          <ModalFooter>
            <ModalClose asChild>
              <Button>{words.ok}</Button>
            </ModalClose>
          </ModalFooter>
        </>
      );
    case "long":
      return (
        <>
          <ModalTitle>{words.long.title}</ModalTitle>
          <ModalDescription asChild>
            <div className="flex flex-col gap-3">
              {words.long.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </ModalDescription>
          <ModalFooter>
            <ModalClose asChild>
              <Button>{words.long.confirm}</Button>
            </ModalClose>
          </ModalFooter>
        </>
      );
  }
}

/** A real modal, open when the story loads (for the screenshot), with its trigger behind it. */
function OpenModal({
  state,
  locale,
  showCloseButton,
}: {
  state: State;
  locale: string;
  showCloseButton?: boolean;
}) {
  const words = wordsFor(locale);
  const trigger = state === "long" ? words.long.title : words[state].title;
  return (
    <Modal defaultOpen>
      <ModalTrigger asChild>
        <Button variant="outline">{trigger}</Button>
      </ModalTrigger>
      <ModalContent showCloseButton={showCloseButton}>
        <StatePanel state={state} locale={locale} />
      </ModalContent>
    </Modal>
  );
}

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Turning renewal off: focus starts on "Keep renewal", never on the button that commits. */
export const OpenConfirm: Story = {
  tags: ["rtl"],
  render: (_args, { globals }) => <OpenModal state="confirm" locale={localeOf(globals)} />,
  play: inBothDirections(
    undefined,
    async ({ canvasElement, globals }) => {
      const words = wordsFor(localeOf(globals));
      const dialog = await page(canvasElement).findByRole("dialog", { name: words.confirm.title });
      // Portalled out of the frame, the panel carries the direction itself.
      await expect(dialog).toHaveAttribute("dir", isRightToLeft(globals) ? "rtl" : "ltr");
      await waitFor(() =>
        expect(within(dialog).getByRole("button", { name: words.confirm.cancel })).toHaveFocus(),
      );
    },
    { shared: true },
  ),
};

/** Unbinding a device: the committing button in the danger tone. */
export const DangerConfirm: Story = {
  render: (_args, { globals }) => <OpenModal state="danger" locale={localeOf(globals)} />,
  play: async ({ canvasElement, globals }) => {
    const words = wordsFor(localeOf(globals));
    const dialog = await page(canvasElement).findByRole("dialog", { name: words.danger.title });
    await expect(
      within(dialog).getByRole("button", { name: words.danger.confirm }),
    ).toHaveAttribute("data-variant", "danger");
  },
};

/** The api's failure alert, as the site raises it with the promise API (its OK is the library's). */
export const AlertWithDefaultOk: Story = {
  render: (_args, { globals }) => <DefaultOkAlert locale={localeOf(globals)} />,
  play: async ({ canvasElement, globals }) => {
    const words = wordsFor(localeOf(globals));
    const dialog = await page(canvasElement).findByRole("alertdialog", { name: words.alert.title });
    // The label comes from the design system's own catalog (SPEC.md §2: "OK").
    await expect(within(dialog).getByRole("button")).toHaveTextContent(words.ok);
  },
};

/** An alert from the promise API, asked as the story loads, so the default label is the library's. */
function DefaultOkAlert({ locale }: { locale: string }) {
  const dialogs = useMemo(() => createDialogs(), []);
  useState(() => {
    void dialogs.alert({ title: wordsFor(locale).alert.title });
    return null;
  });
  return <DialogHost dialogs={dialogs} />;
}

/** Text longer than the screen: the panel scrolls inside the viewport; its × is named in the locale. */
export const LongText: Story = {
  tags: ["rtl"],
  render: (_args, { globals }) => (
    <OpenModal state="long" locale={localeOf(globals)} showCloseButton />
  ),
  play: inBothDirections(
    async ({ canvasElement, globals }) => {
      const words = wordsFor(localeOf(globals));
      const dialog = await page(canvasElement).findByRole("dialog", { name: words.long.title });
      await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
      const box = dialog.getBoundingClientRect();
      await expect(box.top).toBeGreaterThanOrEqual(0);
      await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    },
    async ({ canvasElement, globals }) => {
      const words = wordsFor(localeOf(globals));
      const dialog = await page(canvasElement).findByRole("dialog", { name: words.long.title });
      await expect(dialog).toHaveAttribute("dir", "rtl");
      // Visible once the 200 ms fade-in has run.
      await waitFor(() =>
        expect(within(dialog).getByRole("button", { name: words.close })).toBeVisible(),
      );
    },
    { shared: true },
  ),
};

export const EscapeReturnsFocus: Story = {
  render: (_args, { globals }) => {
    const locale = localeOf(globals);
    return (
      <Modal>
        <ModalTrigger asChild>
          <Button variant="danger">{wordsFor(locale).danger.confirm}</Button>
        </ModalTrigger>
        <ModalContent>
          <StatePanel state="danger" locale={locale} />
        </ModalContent>
      </Modal>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const words = wordsFor(localeOf(globals));
    const trigger = within(canvasElement).getByRole("button", { name: words.danger.confirm });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole("dialog");
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page(canvasElement).queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const FocusStaysInside: Story = {
  render: (_args, { globals }) => (
    <OpenModal state="confirm" locale={localeOf(globals)} showCloseButton />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole("dialog");
    const buttons = within(dialog).getAllByRole("button");
    await waitFor(() => expect(buttons[0]).toHaveFocus());
    // Keep, the committing button, the × button, then round again.
    for (const expected of [buttons[1], buttons[2], buttons[0]]) {
      await userEvent.tab();
      await expect(expected).toHaveFocus();
    }
    await userEvent.tab({ shift: true });
    await expect(buttons[2]).toHaveFocus();
  },
};

/**
 * The promise API as the site uses it for SPEC.md §4's session-expiry prompt:
 * the site gives the title and the question, the library the buttons. The
 * output shows what the promise answered.
 */
function SessionExpiredDemo({ locale }: { locale: string }) {
  const dialogs = useMemo(() => createDialogs(), []);
  const [answer, setAnswer] = useState<string>("—");
  const words = wordsFor(locale);
  return (
    <div className="flex flex-col items-start gap-4">
      <Button
        onClick={async () => {
          const accepted = await dialogs.confirm({
            title: words.sessionExpired.title,
            message: words.sessionExpired.message,
          });
          setAnswer(String(accepted));
        }}
      >
        {words.sessionExpired.title}
      </Button>
      <output data-testid="answer">{answer}</output>
      <DialogHost dialogs={dialogs} />
    </div>
  );
}

export const ConfirmPromise: Story = {
  render: (_args, { globals }) => <SessionExpiredDemo locale={localeOf(globals)} />,
  play: async ({ canvasElement, globals }) => {
    const words = wordsFor(localeOf(globals));
    const ds = dialogWords(localeOf(globals));
    const canvas = within(canvasElement);
    const ask = canvas.getByRole("button", { name: words.sessionExpired.title });

    await userEvent.click(ask);
    await userEvent.click(await page(canvasElement).findByRole("button", { name: ds("confirm") }));
    await waitFor(() => expect(canvas.getByTestId("answer")).toHaveTextContent("true"));

    await userEvent.click(ask);
    await userEvent.click(await page(canvasElement).findByRole("button", { name: ds("cancel") }));
    await waitFor(() => expect(canvas.getByTestId("answer")).toHaveTextContent("false"));

    await userEvent.click(ask);
    await page(canvasElement).findByRole("alertdialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page(canvasElement).queryByRole("alertdialog")).toBeNull());
    await expect(canvas.getByTestId("answer")).toHaveTextContent("false");
    await waitFor(() => expect(ask).toHaveFocus());
  },
};

const STATES: readonly State[] = ["confirm", "danger", "alert", "long"];

/**
 * One state's panel, opened in place: a non-modal dialog portalled into this
 * box instead of the body, so every state sits side by side on one screenshot.
 */
function InlinePanel({ state, locale }: { state: State; locale: string }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setBox} data-state-name={state} className="min-h-40">
      {box ? (
        <Modal open modal={false}>
          <ModalContent
            container={box}
            showCloseButton={state === "long"}
            placement="inline"
            className="max-h-96"
            onOpenAutoFocus={(event) => event.preventDefault()}
            onInteractOutside={(event) => event.preventDefault()}
            onEscapeKeyDown={(event) => event.preventDefault()}
          >
            <StatePanel state={state} locale={locale} />
          </ModalContent>
        </Modal>
      ) : null}
    </div>
  );
}

/** Every state's panel side by side (no backdrop), for visual review. */
export const All: Story = {
  tags: ["rtl"],
  render: (_args, { globals }) => (
    <div className="bg-surface-sunken grid grid-cols-[repeat(auto-fill,minmax(var(--container-modal-max),1fr))] gap-8 p-6">
      {STATES.map((state) => (
        <InlinePanel key={state} state={state} locale={localeOf(globals)} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole("dialog")).toHaveLength(STATES.length));
  },
};
