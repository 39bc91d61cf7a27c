import { Badge, Button } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { withLanguage } from "../app/routing/paths";
import { TitledCard } from "../app/TitledCard";
import { formatLongDate, vipEndsAt } from "../payment-result/vip-time";
import type { ProfileData } from "../state/user-info";
import { accountMessages as m } from "./account-messages";
import { hasVip, remainingMessage, remainingParts } from "./account-view";

const TERM = "text-text-muted text-sm";
const DETAIL = "text-text m-0 break-words";

/**
 * Email and the VIP time left in words, with the way to get or extend it.
 * No internal id (issue #38): the account is known to its owner by its email.
 */
export function ProfileCard({ profile, locale }: { profile: ProfileData; locale: string }) {
  const intl = useIntl();
  const remain = profile.vip.remain_time;
  const vip = hasVip(remain);
  const endsAt = vipEndsAt(remain);
  const parts = remainingParts(remain);
  return (
    <TitledCard slot="account-profile" title={intl.formatMessage(m.profileTitle)}>
      <dl className="m-0 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <dt className={TERM}>{intl.formatMessage(m.profileEmail)}</dt>
        <dd className={DETAIL} data-slot="account-email">
          {profile.email ? <bdi>{profile.email}</bdi> : intl.formatMessage(m.profileNoEmail)}
        </dd>
        <dt className={TERM}>{intl.formatMessage(m.profileVip)}</dt>
        <dd className={`${DETAIL} flex flex-col gap-1`} data-slot="account-vip">
          <Badge tone={vip ? "success" : "neutral"}>
            {intl.formatMessage(vip ? m.vipActive : m.vipNone)}
          </Badge>
          {vip ? (
            <>
              <span data-slot="account-vip-left">
                {intl.formatMessage(remainingMessage(parts), parts)}
              </span>
              {endsAt ? (
                <span className="text-text-muted" data-slot="account-vip-until">
                  {intl.formatMessage(m.vipUntil, { date: formatLongDate(endsAt, locale) })}
                </span>
              ) : null}
            </>
          ) : null}
        </dd>
      </dl>
      <Button asChild variant={vip ? "outline" : "primary"} className="self-start">
        <Link to={withLanguage(locale, "/pricing")}>
          {intl.formatMessage(vip ? m.vipExtend : m.vipGet)}
        </Link>
      </Button>
    </TitledCard>
  );
}
