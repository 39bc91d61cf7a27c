import {
  Button,
  createToaster,
  TOAST_TYPES,
  Toaster,
  type ToasterStore,
  type ToastType,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useMemo } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { inPage } from "./support/feedbackStoryHelpers";
import { siteCopy } from "./support/siteCopy";

interface ToastDemoProps {
  /** Toasts raised as the story loads, so a screenshot of the page shows them. */
  open: readonly ToastType[];
  /** How long they stay; `Infinity` in the stories, so the screenshot never races the 6 s. */
  duration: number;
  locale: string;
}

/**
 * The toasts the site raises (site/src): the support form's "sent" with its
 * reference number, the new-build warning with its Reload action, and the
 * leak test's copy button when the browser refuses to copy. The button of
 * the demo is that copy button, whose success toast is "Address copied".
 */
function wordsFor(locale: string) {
  const t = siteCopy(locale, "contact-us", "header", "webrtc-leak-test");
  return {
    success: t("contact-us.sent.toast", { id: "48213" }),
    warn: t("header.newBuild"),
    error: t("webrtc-leak-test.copy.failed"),
    reload: t("header.reload"),
    reloadHint: t("header.reloadHint"),
    copy: t("webrtc-leak-test.copy.action"),
    copied: t("webrtc-leak-test.copy.done"),
  };
}

function raise(toaster: ToasterStore, type: ToastType, { locale, duration }: ToastDemoProps) {
  const words = wordsFor(locale);
  toaster.show(type, words[type], {
    // The id makes raising it twice (a re-render) replace, not stack.
    id: type,
    duration,
    action:
      type === "warn"
        ? { label: words.reload, altText: words.reloadHint, onClick: () => {} }
        : undefined,
  });
}

function ToastDemo(props: ToastDemoProps) {
  const toaster = useMemo(() => createToaster(), []);
  useEffect(() => {
    for (const type of props.open) raise(toaster, type, props);
  });
  const words = wordsFor(props.locale);
  return (
    <>
      <div className="flex flex-wrap gap-3 pt-80">
        <Button
          variant="outline"
          onClick={() =>
            toaster.success(words.copied, { id: "copy-value", duration: props.duration })
          }
        >
          {words.copy}
        </Button>
      </div>
      <Toaster toaster={toaster} />
    </>
  );
}

const meta = {
  title: "Components/Toast",
  component: ToastDemo,
  args: { open: [], duration: Number.POSITIVE_INFINITY, locale: "en" },
  argTypes: { open: { control: false }, locale: { control: false } },
  render: (args, { globals }) => <ToastDemo {...args} locale={String(globals.locale ?? "en")} />,
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const toastsOnPage = (canvasElement: HTMLElement) => [
  ...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('[data-slot="toast"]'),
];

export const Success: Story = { args: { open: ["success"] } };

/** A warning with an action: the site's new-build toast and its Reload. */
export const Warn: Story = {
  args: { open: ["warn"] },
  play: async ({ canvasElement }) => {
    const toast = await inPage(canvasElement).findByText(wordsFor("en").warn);
    await expect(toast.closest('[data-slot="toast"]')).toHaveTextContent(/^Warning:/);
    // Visible once it has slid in (200 ms).
    await waitFor(() =>
      expect(inPage(canvasElement).getByRole("button", { name: "Reload" })).toBeVisible(),
    );
  },
};

/** An error: the leak test's copy button when the browser refuses to copy. */
export const ErrorToast: Story = {
  name: "Error",
  args: { open: ["error"] },
  play: async ({ canvasElement }) => {
    const toast = await inPage(canvasElement).findByText(wordsFor("en").error);
    await expect(toast.closest('[data-slot="toast"]')).toHaveTextContent(/^Error:/);
  },
};

/** Click a button, see the toast arrive at the top centre; close it with its button. */
export const TriggerAtTopCentre: Story = {
  play: async ({ canvasElement }) => {
    const words = wordsFor("en");
    await userEvent.click(within(canvasElement).getByRole("button", { name: words.copy }));
    const toast = (await inPage(canvasElement).findByText(words.copied)).closest(
      '[data-slot="toast"]',
    ) as HTMLElement;
    await waitFor(() => {
      const box = toast.getBoundingClientRect();
      const centre = box.left + box.width / 2;
      expect(Math.abs(centre - window.innerWidth / 2)).toBeLessThanOrEqual(1);
      expect(box.top).toBeLessThanOrEqual(16);
    });
    await userEvent.click(within(toast).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(toastsOnPage(canvasElement)).toHaveLength(0));
  },
};

/** A success, a warning and an error, newest on top, kept open for review. */
export const All: Story = {
  tags: ["rtl"],
  args: { open: TOAST_TYPES },
  play: inBothDirections(
    async ({ canvasElement }) => {
      await waitFor(() => expect(toastsOnPage(canvasElement)).toHaveLength(3));
      // Newest (error, raised last) at the top.
      const tops = toastsOnPage(canvasElement).map((t) => t.getBoundingClientRect().top);
      await expect(tops[2]).toBeLessThan(tops[0] ?? 0);
    },
    async (context) => {
      const viewport = context.canvasElement.ownerDocument.querySelector('[data-slot="toaster"]');
      await expect(viewport).toHaveAttribute("dir", "rtl");
      const toast = toastsOnPage(context.canvasElement)[0] as HTMLElement;
      const close = within(toast).getByRole("button", { name: "إغلاق" });
      await expect(close.getBoundingClientRect().left).toBeLessThan(
        toast.getBoundingClientRect().left + toast.getBoundingClientRect().width / 2,
      );
    },
    { shared: true },
  ),
};
