import { Button, PaymentStatus, type PaymentStatusTone } from "@mvpn/design-system";
import type { ReactNode } from "react";
import { type MessageDescriptor, useIntl } from "react-intl";
import { Link } from "react-router";
import { headerMessages } from "../app/chrome-messages";
import { withLanguage } from "../app/routing/paths";
import { paystatusIntro } from "../pages/intros/paystatus";
import { paystatusMessages as m } from "./paystatus-messages";
import type { PayStatusView } from "./paystatus-view";

/** A long label wraps inside the panel (with the button's `wrap`) instead of running out of it (360 px, long languages). */
const ACTION_CLASSES = "max-w-full text-center";

interface Shown {
  tone: PaymentStatusTone;
  title: MessageDescriptor;
  body: MessageDescriptor;
  actions?: ReactNode;
}

/** One state of /paystatus in words, with its next step (docs/payments.md "Orders"). */
export function PayStatusPanel({
  view,
  locale,
  onRetry,
}: {
  view: PayStatusView;
  locale: string;
  onRetry: () => void;
}) {
  const intl = useIntl();
  const text = (message: MessageDescriptor) => intl.formatMessage(message);
  const siteLink = (path: string, message: MessageDescriptor, variant: "primary" | "outline") => (
    <Button asChild size="lg" wrap variant={variant} className={ACTION_CLASSES}>
      {/* withLanguage keeps a path that already has the prefix as it is. */}
      <Link to={withLanguage(locale, path)}>{text(message)}</Link>
    </Button>
  );
  const seePlans = (variant: "primary" | "outline" = "primary") =>
    siteLink("/pricing", headerMessages.seePlans, variant);
  const myAccount = (variant: "primary" | "outline" = "outline") =>
    siteLink("/myaccount", headerMessages.account, variant);

  const shown = ((): Shown => {
    switch (view.kind) {
      case "checking":
        return { tone: "pending", title: paystatusIntro.title, body: paystatusIntro.body };
      case "open":
        return { tone: "pending", title: m.openTitle, body: paystatusIntro.body };
      case "action":
        return {
          tone: "action",
          title: m.actionTitle,
          body: m.actionBody,
          actions: view.continueUrl ? (
            <Button asChild size="lg" wrap className={ACTION_CLASSES}>
              <a href={view.continueUrl}>{text(m.actionContinue)}</a>
            </Button>
          ) : undefined,
        };
      case "paid":
        return {
          tone: "success",
          title: m.paidTitle,
          body: m.paidBody,
          actions: siteLink(view.next, m.paidContinue, "primary"),
        };
      case "declined":
      case "abandoned":
      case "expired":
        return {
          tone: view.kind,
          title: UNPAID[view.kind].title,
          body: UNPAID[view.kind].body,
          actions: view.next ? siteLink(view.next, m.tryAgain, "primary") : seePlans(),
        };
      case "trial-used":
        return {
          tone: "declined",
          title: m.trialUsedTitle,
          body: m.trialUsedBody,
          actions: seePlans(),
        };
      case "waiting":
        return {
          tone: "waiting",
          title: m.waitingTitle,
          body: m.waitingBody,
          actions: myAccount("primary"),
        };
      case "unreachable":
        return {
          tone: "action",
          title: m.unreachableTitle,
          body: m.unreachableBody,
          actions: (
            <Button size="lg" wrap onClick={onRetry} className={ACTION_CLASSES}>
              {text(m.retry)}
            </Button>
          ),
        };
      case "failed":
        return {
          tone: "action",
          title: m.failedTitle,
          body: m.failedBody,
          actions: (
            <>
              {myAccount("primary")}
              {seePlans("outline")}
            </>
          ),
        };
      case "signed-out":
        return {
          tone: "action",
          title: m.signedOutTitle,
          body: m.signedOutBody,
          actions: siteLink("/login", m.logIn, "primary"),
        };
      case "invalid":
        return {
          tone: "action",
          title: m.invalidTitle,
          body: m.invalidBody,
          actions: (
            <>
              {seePlans("primary")}
              {myAccount("outline")}
            </>
          ),
        };
    }
  })();

  return (
    <PaymentStatus tone={shown.tone} title={text(shown.title)} actions={shown.actions}>
      <p className="m-0">{text(shown.body)}</p>
    </PaymentStatus>
  );
}

const UNPAID = {
  declined: { title: m.declinedTitle, body: m.declinedBody },
  abandoned: { title: m.abandonedTitle, body: m.abandonedBody },
  expired: { title: m.expiredTitle, body: m.expiredBody },
} as const;
