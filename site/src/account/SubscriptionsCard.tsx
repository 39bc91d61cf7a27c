import { Badge, Button, formatPrice, Pagination, Spinner } from "@mvpn/design-system";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { quietApi } from "../api/quiet";
import { useQuery } from "../app/hooks/useQuery";
import { withLanguage } from "../app/routing/paths";
import { TitledCard } from "../app/TitledCard";
import { formatLongDate } from "../payment-result/vip-time";
import { accountMessages as m } from "./account-messages";
import {
  dateOf,
  endLabel,
  freeTrial,
  isFollowed,
  pageCountOf,
  providerMessage,
  STATUS_VIEW,
  startLabel,
  withSubscription,
} from "./account-view";
import { LoadFailed } from "./LoadFailed";
import { RenewalControl, type SubscriptionRowProps } from "./RenewalControl";

const PAGE_SIZE = 10;

/**
 * subscription_my, a page at a time: plan, how it was paid, status, dates and
 * amount, and the renewal with its control; an empty state that leads to /pricing.
 */
export function SubscriptionsCard({ locale }: { locale: string }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const answer = useQuery(
    () => quietApi().then((calls) => calls.subscriptionMy({ page, page_size: PAGE_SIZE })),
    [page],
  );

  return (
    <TitledCard slot="account-subscriptions" title={intl.formatMessage(m.subscriptionsTitle)}>
      {answer.status === "failed" ? (
        <LoadFailed onRetry={answer.retry} />
      ) : answer.status !== "ready" ? (
        <Spinner label={intl.formatMessage(m.loading)} className="text-text-muted self-start" />
      ) : answer.data.list.length === 0 ? (
        <div className="flex flex-col items-start gap-3" data-slot="account-subscriptions-empty">
          <p className="text-text-muted m-0">{intl.formatMessage(m.subscriptionsEmpty)}</p>
          <Button asChild>
            <Link to={withLanguage(locale, "/pricing")}>
              {intl.formatMessage(m.subscriptionsEmptyAction)}
            </Link>
          </Button>
        </div>
      ) : (
        <>
          <ul className="m-0 flex list-none flex-col gap-3 p-0">
            {answer.data.list.map((item) => (
              <SubscriptionItem
                key={item.id}
                item={item}
                locale={locale}
                followed={isFollowed(item, answer.data.list)}
                onChange={(updated) =>
                  answer.setData((shown) => withSubscription(shown ?? answer.data, updated))
                }
              />
            ))}
          </ul>
          {pageCountOf(answer.data.total, answer.data.page_size) > 1 ? (
            <Pagination
              page={page}
              pageCount={pageCountOf(answer.data.total, answer.data.page_size)}
              onPageChange={setPage}
            />
          ) : null}
        </>
      )}
    </TitledCard>
  );
}

function SubscriptionItem({ item, locale, followed, onChange }: SubscriptionRowProps) {
  const intl = useIntl();
  const status = STATUS_VIEW[item.status];
  const start = dateOf(item.starts_at);
  const end = dateOf(item.ends_at);
  const card = item.payment_method.last4
    ? intl.formatMessage(m.paymentCard, {
        brand: cardBrandName(item.payment_method.brand),
        last4: item.payment_method.last4,
      })
    : null;
  const provider = intl.formatMessage(providerMessage(item.provider));
  const rows: [string, string][] = [
    [intl.formatMessage(m.subscriptionProvider), card ? `${provider} · ${card}` : provider],
    [intl.formatMessage(m.subscriptionAmount), formatPrice(item.amount, item.currency, locale)],
  ];
  if (start)
    rows.push([intl.formatMessage(startLabel(item.status)), formatLongDate(start, locale)]);
  if (end) {
    // A free trial says until when it is free; RenewalControl says what comes after.
    const label = freeTrial(item) ? m.subscriptionFreeUntil : endLabel(item.status);
    rows.push([intl.formatMessage(label), formatLongDate(end, locale)]);
  }
  return (
    <li
      className="border-border rounded-card flex flex-col gap-3 border p-4"
      data-slot="account-subscription"
      // Dates, amounts and the renewal switch: the back-to-top button never sits on them.
      data-floating-avoid=""
      data-status={item.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-text m-0 font-semibold">
          {intl.formatMessage(m.subscriptionPlan, { months: item.duration_months })}
        </p>
        <Badge tone={status.tone}>{intl.formatMessage(status.message)}</Badge>
      </div>
      <dl className="m-0 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, detail]) => (
          <div key={term} className="contents">
            <dt className="text-text-muted">{term}</dt>
            <dd className="text-text m-0">{detail}</dd>
          </div>
        ))}
      </dl>
      <RenewalControl item={item} locale={locale} followed={followed} onChange={onChange} />
    </li>
  );
}

/** A card network's own name ("visa" → "Visa"): a brand, the same in every language. */
function cardBrandName(brand: string | null): string {
  switch (brand) {
    case "visa":
      return "Visa";
    case "mastercard":
      return "Mastercard";
    case "amex":
      return "American Express";
    default:
      return brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : "";
  }
}
