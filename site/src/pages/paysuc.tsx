import { Button, PaymentStatus } from "@mvpn/design-system";
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { headerMessages } from "../app/chrome-messages";
import { useLayoutData } from "../app/frame/useLayoutData";
import { withLanguage } from "../app/routing/paths";
import { AppDownload } from "../payment-result/AppDownload";
import { PasswordSetup } from "../payment-result/PasswordSetup";
import { PurchaseSummary } from "../payment-result/PurchaseSummary";
import { paySucCards } from "../payment-result/paysuc-order";
import { useFreshProfile } from "../payment-result/useFreshProfile";
import { usePaidOrder } from "../payment-result/usePaidOrder";
import { useSessionUser } from "../payment-result/useSessionUser";
import { VipTime } from "../payment-result/VipTime";
import { paysucIntro } from "./intros/paysuc";

/**
 * /paysuc (signed in only: the auth middleware sends others to /login): what
 * was bought when the query names a paid order, the VIP time, the app for
 * the visitor's system, and a first password for an account made at
 * checkout, first when the account has no password yet (paysuc-order.ts).
 * Without an order (a reload later) it still shows the others.
 */
export default function PaySucPage() {
  const intl = useIntl();
  const { locale } = useLayoutData();
  const order = usePaidOrder(locale);
  const profile = useFreshProfile();
  const user = useSessionUser();
  const needsPassword = useLatch(user?.password_set === 0 && profile !== "loading");

  // The profile after the payment; if it could not be fetched, the order's own answer, then what was stored.
  const remainSeconds =
    profile === "loading"
      ? null
      : profile === "fresh"
        ? (user?.vip.remain_time ?? 0)
        : (order?.vip?.remain_time ?? user?.vip.remain_time ?? 0);

  return (
    <div className="flex flex-col gap-6">
      <PaymentStatus
        tone="success"
        title={intl.formatMessage(paysucIntro.title)}
        actions={
          <Button asChild variant="outline">
            <Link to={withLanguage(locale, "/myaccount")}>
              {intl.formatMessage(headerMessages.account)}
            </Link>
          </Button>
        }
      >
        <p className="m-0">{intl.formatMessage(paysucIntro.body)}</p>
      </PaymentStatus>
      {paySucCards({ needsPassword, hasOrder: order !== null }).map((card) =>
        card === "password" ? (
          <PasswordSetup key={card} locale={locale} />
        ) : card === "purchase" && order ? (
          <PurchaseSummary key={card} order={order} locale={locale} />
        ) : card === "vip-time" ? (
          <VipTime key={card} remainSeconds={remainSeconds} locale={locale} />
        ) : card === "download" ? (
          <AppDownload key={card} locale={locale} />
        ) : null,
      )}
    </div>
  );
}

/** True from the first time `value` is, so the password card stays to show its success. */
function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(false);
  useEffect(() => {
    if (value) setLatched(true);
  }, [value]);
  return latched || value;
}
