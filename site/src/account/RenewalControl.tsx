import { Alert, Badge, Button, formatPrice } from "@mvpn/design-system";
import { useRef, useState } from "react";
import { useIntl } from "react-intl";
import { quietApi } from "../api/quiet";
import type { Subscription } from "../api/types";
import { siteDialogs } from "../app/runtime/site-api-ui";
import { formatLongDate } from "../payment-result/vip-time";
import { accountMessages as m } from "./account-messages";
import { dateOf } from "./account-view";

/** One subscription of the list, and what to do with the api's answer after a change. */
export interface SubscriptionRowProps {
  item: Subscription;
  locale: string;
  /** A later subscription follows this one (account-view isFollowed). */
  followed: boolean;
  onChange: (updated: Subscription) => void;
}

/**
 * A subscription's renewal in My account (issue #38, for every subscription,
 * a free trial's included): on, with the next charge's date and amount and
 * "Turn off renewal", which asks once in words (the site's confirm dialog,
 * which takes and gives back focus) before it acts: two clicks, as easy as
 * signing up. Off, "Ends on …" and "Turn renewal on", one click. After a
 * change, focus moves to the sentence that says the new state, since the
 * button pressed is gone. Nothing for a subscription that has ended. One
 * that a later subscription follows (`followed`: that one renews instead, the
 * api's rule) only says when it ends: the VIP time goes on with the next.
 */
export function RenewalControl({ item, locale, followed, onChange }: SubscriptionRowProps) {
  const intl = useIntl();
  const [phase, setPhase] = useState<"idle" | "busy" | "failed">("idle");
  const stateRef = useRef<HTMLParagraphElement>(null);
  const end = dateOf(item.ends_at);
  if (!end || (item.status !== "active" && item.status !== "upcoming")) return null;
  const date = formatLongDate(end, locale);
  const renewal = item.renews ? item.renewal : null;

  async function change(renew: boolean) {
    if (!renew) {
      const accepted = await siteDialogs.confirm({
        title: intl.formatMessage(m.renewalConfirmTitle),
        message: intl.formatMessage(m.renewalConfirmBody, { date }),
        confirmLabel: intl.formatMessage(m.renewalTurnOff),
        cancelLabel: intl.formatMessage(m.renewalKeep),
      });
      if (!accepted) return;
    }
    setPhase("busy");
    try {
      const calls = await quietApi();
      onChange(await calls.subscriptionSetRenewal({ subscription_id: item.id, renew }));
      setPhase("idle");
      // After the re-render that replaced the button.
      requestAnimationFrame(() => stateRef.current?.focus());
    } catch {
      setPhase("failed");
    }
  }

  return (
    <div
      className="flex flex-col items-start gap-2"
      data-slot="account-renewal"
      data-renews={renewal ? "on" : "off"}
    >
      <p ref={stateRef} tabIndex={-1} className="text-text m-0 flex flex-wrap items-center gap-2">
        <Badge tone={renewal ? "success" : "neutral"}>
          {intl.formatMessage(renewal ? m.renewalOn : m.renewalOff)}
        </Badge>
        <span data-slot="account-renewal-state">
          {renewal
            ? intl.formatMessage(m.renewalNextCharge, {
                amount: (
                  <bdi dir="ltr">{formatPrice(renewal.amount, renewal.currency, locale)}</bdi>
                ),
                date,
              })
            : intl.formatMessage(m.renewalEndsOn, { date })}
        </span>
      </p>
      {renewal || followed ? null : (
        <p className="text-text-muted m-0 text-sm">{intl.formatMessage(m.renewalOffNote)}</p>
      )}
      {followed && !renewal ? null : (
        <Button
          size="sm"
          variant={renewal ? "outline" : "primary"}
          onClick={() => change(!renewal)}
          disabled={phase === "busy"}
          data-slot={renewal ? "account-renewal-off" : "account-renewal-on"}
        >
          {intl.formatMessage(renewal ? m.renewalTurnOff : m.renewalTurnOn)}
        </Button>
      )}
      {phase === "failed" ? (
        <Alert tone="error">{intl.formatMessage(m.renewalFailed)}</Alert>
      ) : null}
    </div>
  );
}
