import { useEffect } from "react";
import { useLayoutData } from "../app/frame/useLayoutData";
import { useGuardedNavigate } from "../app/routing/guarded-navigation";
import { PayStatusPanel } from "../payment-result/PayStatusPanel";
import { usePayStatus } from "../payment-result/usePayStatus";

/**
 * /paystatus?order=…&provider=…: where a provider sends the buyer back. The
 * order is polled until final (docs/payments.md "How the site learns the
 * result"); a paid order moves on to /paysuc, an unpaid one back to its
 * checkout with the plan still chosen, and every other state is said here.
 */
export default function PayStatusPage() {
  const { locale } = useLayoutData();
  const navigate = useGuardedNavigate();
  const { view, retry } = usePayStatus(locale);
  const next = "next" in view ? view.next : null;

  useEffect(() => {
    if (next) navigate(next, { replace: true });
  }, [next, navigate]);

  return <PayStatusPanel view={view} locale={locale} onRetry={retry} />;
}
