import { Alert, Button, formatPrice } from "@mvpn/design-system";
import { useState } from "react";
import { useIntl } from "react-intl";
import { quietApi } from "../api/quiet";
import type { Subscription } from "../api/types";
import { formatLongDate } from "../payment-result/vip-time";
import { accountMessages as m } from "./account-messages";
import { dateOf } from "./account-view";

/**
 * A trial's renewal in My account (issue #37): what is charged when the free
 * period ends and when, with the way to cancel it before; or that it was
 * cancelled. Nothing for a subscription that does not renew.
 */
export function TrialRenewal({ item, locale }: { item: Subscription; locale: string }) {
  const intl = useIntl();
  const [renewal, setRenewal] = useState(item.renewal);
  const [phase, setPhase] = useState<"idle" | "busy" | "failed">("idle");
  const end = dateOf(item.ends_at);
  if (!item.trial || !end || item.status === "expired" || item.status === "cancelled") return null;

  async function cancel() {
    setPhase("busy");
    try {
      const calls = await quietApi();
      const updated = await calls.subscriptionCancelRenewal({ subscription_id: item.id });
      setRenewal(updated.renewal);
      setPhase("idle");
    } catch {
      setPhase("failed");
    }
  }

  return (
    <div className="flex flex-col items-start gap-2" data-slot="account-trial-renewal">
      <p className="text-text m-0 text-sm">
        <span className="text-text-muted">{intl.formatMessage(m.subscriptionRenewal)} </span>
        {renewal
          ? intl.formatMessage(m.subscriptionRenewalCharge, {
              amount: <bdi dir="ltr">{formatPrice(renewal.amount, renewal.currency, locale)}</bdi>,
              date: formatLongDate(end, locale),
            })
          : intl.formatMessage(m.subscriptionRenewalOff)}
      </p>
      {renewal ? (
        <Button size="sm" variant="outline" onClick={cancel} disabled={phase === "busy"}>
          {intl.formatMessage(m.subscriptionCancelRenewal)}
        </Button>
      ) : null}
      {phase === "failed" ? (
        <Alert tone="error">{intl.formatMessage(m.subscriptionCancelRenewalFailed)}</Alert>
      ) : null}
    </div>
  );
}
