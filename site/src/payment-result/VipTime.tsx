import { Card, CardContent, CardTitle, Spinner } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { paysucMessages as m } from "./paysuc-messages";
import { formatLongDate, vipDaysLeft, vipEndsAt } from "./vip-time";

/**
 * The VIP time left (`vip.remain_time`, seconds) as the date it runs to and
 * the days left, in the visitor's language. null while it is being fetched.
 */
export function VipTime({
  remainSeconds,
  locale,
}: {
  remainSeconds: number | null;
  locale: string;
}) {
  const intl = useIntl();
  const endsAt = remainSeconds === null ? null : vipEndsAt(remainSeconds);
  return (
    <Card data-slot="paysuc-vip">
      <CardContent>
        <CardTitle headingLevel={2}>{intl.formatMessage(m.vipTitle)}</CardTitle>
        {remainSeconds === null ? (
          <Spinner
            label={intl.formatMessage(m.vipLoading)}
            className="text-text-muted self-start"
          />
        ) : endsAt ? (
          <>
            <p data-slot="paysuc-vip-until" className="text-text m-0 text-lg">
              {intl.formatMessage(m.vipUntil, {
                date: <strong className="font-semibold">{formatLongDate(endsAt, locale)}</strong>,
              })}
            </p>
            <p className="text-text-muted m-0">
              {intl.formatMessage(m.vipDaysLeft, { days: vipDaysLeft(remainSeconds) })}
            </p>
          </>
        ) : (
          <p className="text-text-muted m-0">{intl.formatMessage(m.vipPending)}</p>
        )}
      </CardContent>
    </Card>
  );
}
