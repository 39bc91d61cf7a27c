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
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ReactNode, useMemo, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";

const meta = {
  title: "Components/Modal",
  component: Modal,
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

type Lang = "en" | "ar";
const langOf = (locale: unknown): Lang => (locale === "ar" ? "ar" : "en");

/** What a reviewer would meet on the site, per state, in both directions. */
const COPY = {
  en: {
    confirm: {
      title: "Bind this IP address?",
      message: "Your VPN account will only accept connections from 203.0.113.24.",
      confirm: "Bind IP",
      cancel: "Cancel",
    },
    danger: {
      title: "Unbind this device?",
      message: "The device is signed out of the VPN at once. You can bind it again later.",
      confirm: "Unbind device",
      cancel: "Keep it",
    },
    alert: {
      title: "Password changed",
      message: "Use your new password the next time you log in.",
    },
    sessionExpired: {
      title: "Session expired",
      message: "You have been logged out, you can cancel to stay on this page, or log in again",
      confirm: "Log in again",
    },
    long: {
      title: "Terms of use",
      paragraphs: Array.from(
        { length: 8 },
        (_, i) =>
          `${i + 1}. The service is provided as is. You agree not to use it for anything unlawful where you live, and to keep your account details private. We keep no logs of the sites you visit, the files you download or the addresses you connect to.`,
      ),
      confirm: "I agree",
    },
    open: "Open dialog",
    answer: "Answer",
  },
  ar: {
    confirm: {
      title: "هل تريد ربط عنوان IP هذا؟",
      message: "لن يقبل حسابك في الشبكة الافتراضية الخاصة الاتصالات إلا من العنوان 203.0.113.24.",
      confirm: "ربط العنوان",
      cancel: "إلغاء",
    },
    danger: {
      title: "هل تريد إزالة هذا الجهاز؟",
      message: "سيُسجَّل خروج الجهاز من الشبكة الافتراضية الخاصة فورًا، ويمكنك ربطه مرة أخرى لاحقًا.",
      confirm: "إزالة الجهاز",
      cancel: "الإبقاء عليه",
    },
    alert: {
      title: "تم تغيير كلمة المرور",
      message: "استخدم كلمة المرور الجديدة عند تسجيل الدخول في المرة القادمة.",
    },
    sessionExpired: {
      title: "انتهت الجلسة",
      message: "تم تسجيل خروجك. يمكنك الإلغاء للبقاء في هذه الصفحة، أو تسجيل الدخول مرة أخرى.",
      confirm: "تسجيل الدخول مجددًا",
    },
    long: {
      title: "شروط الاستخدام",
      paragraphs: Array.from(
        { length: 8 },
        (_, i) =>
          `${i + 1}. تُقدَّم الخدمة كما هي. وتوافق على ألا تستخدمها في أي أمر مخالف للقانون في بلدك، وأن تحافظ على سرية بيانات حسابك. لا نحتفظ بأي سجلات للمواقع التي تزورها أو الملفات التي تنزّلها أو العناوين التي تتصل بها.`,
      ),
      confirm: "أوافق",
    },
    open: "افتح النافذة",
    answer: "الإجابة",
  },
} as const;

/** Wraps text that must stay left to right (an IP address) inside Arabic sentences. */
function withLtrAddress(text: string): ReactNode {
  const [before, after] = text.split("203.0.113.24");
  if (after === undefined) return text;
  return (
    <>
      {before}
      <bdi dir="ltr">203.0.113.24</bdi>
      {after}
    </>
  );
}

type State = "confirm" | "danger" | "alert" | "long";

function StatePanel({ state, lang }: { state: State; lang: Lang }) {
  const copy = COPY[lang];
  switch (state) {
    case "confirm":
      return (
        <>
          <ModalTitle>{copy.confirm.title}</ModalTitle>
          <ModalDescription>{withLtrAddress(copy.confirm.message)}</ModalDescription>
          <ModalFooter>
            <ModalClose asChild>
              <Button variant="outline">{copy.confirm.cancel}</Button>
            </ModalClose>
            <ModalClose asChild>
              <Button>{copy.confirm.confirm}</Button>
            </ModalClose>
          </ModalFooter>
        </>
      );
    case "danger":
      return (
        <>
          <ModalTitle>{copy.danger.title}</ModalTitle>
          <ModalDescription>{copy.danger.message}</ModalDescription>
          <ModalFooter>
            <ModalClose asChild>
              <Button variant="outline">{copy.danger.cancel}</Button>
            </ModalClose>
            <ModalClose asChild>
              <Button variant="danger">{copy.danger.confirm}</Button>
            </ModalClose>
          </ModalFooter>
        </>
      );
    case "alert":
      return (
        <>
          <ModalTitle>{copy.alert.title}</ModalTitle>
          <ModalDescription>{copy.alert.message}</ModalDescription>
          <ModalFooter>
            <ModalClose asChild>
              <Button>{lang === "ar" ? "حسنًا" : "OK"}</Button>
            </ModalClose>
          </ModalFooter>
        </>
      );
    case "long":
      return (
        <>
          <ModalTitle>{copy.long.title}</ModalTitle>
          <ModalDescription asChild>
            <div className="flex flex-col gap-3">
              {copy.long.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 3)}>{paragraph}</p>
              ))}
            </div>
          </ModalDescription>
          <ModalFooter>
            <ModalClose asChild>
              <Button>{copy.long.confirm}</Button>
            </ModalClose>
          </ModalFooter>
        </>
      );
  }
}

/** A real modal, open when the story loads (for the screenshot), with its trigger behind it. */
function OpenModal({
  state,
  lang,
  showCloseButton,
}: {
  state: State;
  lang: Lang;
  showCloseButton?: boolean;
}) {
  return (
    <Modal defaultOpen>
      <ModalTrigger asChild>
        <Button variant="outline">{COPY[lang].open}</Button>
      </ModalTrigger>
      <ModalContent showCloseButton={showCloseButton}>
        <StatePanel state={state} lang={lang} />
      </ModalContent>
    </Modal>
  );
}

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const OpenConfirm: Story = {
  render: (_args, { globals }) => <OpenModal state="confirm" lang={langOf(globals.locale)} />,
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole("dialog", { name: COPY.en.confirm.title });
    await expect(dialog).toHaveAttribute("dir", "ltr");
    // Focus starts on the first action: Cancel, never the one that commits.
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: COPY.en.confirm.cancel })).toHaveFocus(),
    );
  },
};

export const DangerConfirm: Story = {
  render: (_args, { globals }) => <OpenModal state="danger" lang={langOf(globals.locale)} />,
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole("dialog", { name: COPY.en.danger.title });
    await expect(
      within(dialog).getByRole("button", { name: COPY.en.danger.confirm }),
    ).toHaveAttribute("data-variant", "danger");
  },
};

export const AlertWithDefaultOk: Story = {
  render: (_args, { globals }) => <DefaultOkAlert lang={langOf(globals.locale)} />,
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole("alertdialog", {
      name: COPY.en.alert.title,
    });
    // The label comes from the design system's own catalog (SPEC.md §2: "OK").
    await expect(within(dialog).getByRole("button")).toHaveTextContent("OK");
  },
};

/** An alert from the promise API, asked as the story loads, so the default label is the library's. */
function DefaultOkAlert({ lang }: { lang: Lang }) {
  const dialogs = useMemo(() => createDialogs(), []);
  useState(() => {
    void dialogs.alert({ title: COPY[lang].alert.title, message: COPY[lang].alert.message });
    return null;
  });
  return <DialogHost dialogs={dialogs} />;
}

export const LongText: Story = {
  render: (_args, { globals }) => (
    <OpenModal state="long" lang={langOf(globals.locale)} showCloseButton />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole("dialog", { name: COPY.en.long.title });
    // The panel scrolls inside the viewport instead of running off it.
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    const box = dialog.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const EscapeReturnsFocus: Story = {
  render: (_args, { globals }) => {
    const lang = langOf(globals.locale);
    return (
      <Modal>
        <ModalTrigger asChild>
          <Button variant="danger">{COPY[lang].danger.confirm}</Button>
        </ModalTrigger>
        <ModalContent>
          <StatePanel state="danger" lang={lang} />
        </ModalContent>
      </Modal>
    );
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: COPY.en.danger.confirm });
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
    <OpenModal state="confirm" lang={langOf(globals.locale)} showCloseButton />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole("dialog");
    const buttons = within(dialog).getAllByRole("button");
    await waitFor(() => expect(buttons[0]).toHaveFocus());
    // Cancel, the confirming button, the × button, then round again.
    for (const expected of [buttons[1], buttons[2], buttons[0]]) {
      await userEvent.tab();
      await expect(expected).toHaveFocus();
    }
    await userEvent.tab({ shift: true });
    await expect(buttons[2]).toHaveFocus();
  },
};

/** The promise API as the site uses it for SPEC.md §4's session-expiry prompt. */
function SessionExpiredDemo({ lang }: { lang: Lang }) {
  const dialogs = useMemo(() => createDialogs(), []);
  const [answer, setAnswer] = useState<string>("—");
  const copy = COPY[lang];
  return (
    <div className="flex flex-col items-start gap-4">
      <Button
        onClick={async () => {
          const accepted = await dialogs.confirm({
            title: copy.sessionExpired.title,
            message: copy.sessionExpired.message,
            confirmLabel: copy.sessionExpired.confirm,
          });
          setAnswer(String(accepted));
        }}
      >
        {copy.sessionExpired.title}
      </Button>
      <output data-testid="answer">
        {copy.answer}: {answer}
      </output>
      <DialogHost dialogs={dialogs} />
    </div>
  );
}

export const ConfirmPromise: Story = {
  render: (_args, { globals }) => <SessionExpiredDemo lang={langOf(globals.locale)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ask = canvas.getByRole("button", { name: COPY.en.sessionExpired.title });

    await userEvent.click(ask);
    await userEvent.click(
      await page(canvasElement).findByRole("button", { name: COPY.en.sessionExpired.confirm }),
    );
    await waitFor(() => expect(canvas.getByTestId("answer")).toHaveTextContent("Answer: true"));

    await userEvent.click(ask);
    await userEvent.click(await page(canvasElement).findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(canvas.getByTestId("answer")).toHaveTextContent("Answer: false"));

    await userEvent.click(ask);
    await page(canvasElement).findByRole("alertdialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page(canvasElement).queryByRole("alertdialog")).toBeNull());
    await expect(canvas.getByTestId("answer")).toHaveTextContent("Answer: false");
    await waitFor(() => expect(ask).toHaveFocus());
  },
};

const STATES: readonly State[] = ["confirm", "danger", "alert", "long"];

/**
 * One state's panel, opened in place: a non-modal dialog portalled into this
 * box instead of the body, so every state sits side by side on one screenshot.
 */
function InlinePanel({ state, lang }: { state: State; lang: Lang }) {
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
            <StatePanel state={state} lang={lang} />
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
        <InlinePanel key={state} state={state} lang={langOf(globals.locale)} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole("dialog")).toHaveLength(STATES.length));
  },
};

async function expectRightToLeft(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector('[data-slot="story-frame"]');
  await expect(frame).toHaveAttribute("dir", "rtl");
  await expect(document.documentElement).toHaveAttribute("dir", "rtl");
}

/** A confirm opened in Arabic: the portalled panel carries `dir="rtl"` itself, and the IP stays LTR. */
export const RTL: Story = {
  globals: { locale: "ar" },
  render: () => <OpenModal state="confirm" lang="ar" showCloseButton />,
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    const dialog = await page(canvasElement).findByRole("dialog", { name: COPY.ar.confirm.title });
    await expect(dialog).toHaveAttribute("dir", "rtl");
    // Visible once the 200 ms fade-in has run.
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "إغلاق" })).toBeVisible(),
    );
    await expect(dialog.querySelector("bdi")).toHaveAttribute("dir", "ltr");
  },
};
