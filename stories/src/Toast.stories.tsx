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
import { inPage, langOf, type StoryLang } from "./support/feedbackStoryHelpers";

interface ToastDemoProps {
  /** Toasts raised as the story loads, so a screenshot of the page shows them. */
  open: readonly ToastType[];
  /** How long they stay; `Infinity` in the stories, so the screenshot never races the 6 s. */
  duration: number;
  withTitle?: boolean;
  withAction?: boolean;
  lang: StoryLang;
}

const COPY = {
  en: {
    success: "Your password has been changed.",
    warn: "Your VIP plan renews in 3 days.",
    error: "The payment did not go through. No money was taken.",
    titles: { success: "Saved", warn: "Renewal soon", error: "Payment failed" },
    action: "Try again",
    show: { success: "Show success", warn: "Show warning", error: "Show error" },
  },
  ar: {
    success: "تم تغيير كلمة المرور.",
    warn: "ستُجدَّد خطة VIP بعد 3 أيام.",
    error: "لم تكتمل عملية الدفع، ولم يُخصم أي مبلغ.",
    titles: { success: "تم الحفظ", warn: "التجديد قريب", error: "تعذّر الدفع" },
    action: "أعد المحاولة",
    show: { success: "أظهر رسالة نجاح", warn: "أظهر تحذيرًا", error: "أظهر خطأ" },
  },
} as const;

function raise(toaster: ToasterStore, type: ToastType, props: ToastDemoProps) {
  const copy = COPY[props.lang];
  toaster.show(type, copy[type], {
    // The id makes raising it twice (a re-render) replace, not stack.
    id: type,
    duration: props.duration,
    title: props.withTitle ? copy.titles[type] : undefined,
    action: props.withAction ? { label: copy.action, onClick: () => {} } : undefined,
  });
}

function ToastDemo(props: ToastDemoProps) {
  const toaster = useMemo(() => createToaster(), []);
  useEffect(() => {
    for (const type of props.open) raise(toaster, type, props);
  });
  const copy = COPY[props.lang];
  return (
    <>
      <div className="flex flex-wrap gap-3 pt-80">
        {TOAST_TYPES.map((type) => (
          <Button key={type} variant="outline" onClick={() => raise(toaster, type, props)}>
            {copy.show[type]}
          </Button>
        ))}
      </div>
      <Toaster toaster={toaster} />
    </>
  );
}

const meta = {
  title: "Components/Toast",
  component: ToastDemo,
  args: { open: [], duration: Number.POSITIVE_INFINITY, lang: "en" },
  argTypes: { open: { control: false }, lang: { control: false } },
  render: (args, { globals }) => <ToastDemo {...args} lang={langOf(globals.locale)} />,
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const toastsOnPage = (canvasElement: HTMLElement) => [
  ...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('[data-slot="toast"]'),
];

export const Success: Story = { args: { open: ["success"] } };
export const Warn: Story = { args: { open: ["warn"] } };
export const ErrorWithAction: Story = {
  name: "Error",
  args: { open: ["error"], withTitle: true, withAction: true },
  play: async ({ canvasElement }) => {
    const toast = await inPage(canvasElement).findByText(COPY.en.error);
    await expect(toast.closest('[data-slot="toast"]')).toHaveTextContent(/^Error:/);
    // Visible once it has slid in (200 ms).
    await waitFor(() =>
      expect(inPage(canvasElement).getByRole("button", { name: "Try again" })).toBeVisible(),
    );
  },
};

/** Click a button, see the toast arrive at the top centre; close it with its button. */
export const TriggerAtTopCentre: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show success" }));
    const toast = (await inPage(canvasElement).findByText(COPY.en.success)).closest(
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
  args: { open: TOAST_TYPES, withTitle: true },
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
