import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { apiBaseUrl } from "../api/config";
import { quietApi } from "../api/quiet";
import { isLoggedIn } from "../state/session";
import { readPaymentQuery } from "./payment-query";
import { type PayStatusView, viewOfEvent } from "./paystatus-view";
import { pollPurchaseResult } from "./poll-purchase-result";

/**
 * /paystatus's state. The first render (the prerendered HTML, and the
 * hydration that must match it) is always "checking"; the query and the
 * session are read after hydration, then the order is polled until final.
 */
export function usePayStatus(locale: string): { view: PayStatusView; retry: () => void } {
  const [search] = useSearchParams();
  const [view, setView] = useState<PayStatusView>({ kind: "checking" });
  const [attempt, setAttempt] = useState(0);
  const searchText = search.toString();

  // `attempt` is a dependency on purpose: a retry starts a new poll.
  useEffect(() => {
    const query = readPaymentQuery(new URLSearchParams(searchText));
    if (!query) {
      setView({ kind: "invalid" });
      return;
    }
    // purchase_result answers only the buyer's own token (docs/api.md "Results").
    if (!isLoggedIn()) {
      setView({ kind: "signed-out" });
      return;
    }
    setView({ kind: "checking" });
    const context = { locale, query, apiBase: apiBaseUrl(), origin: window.location.origin };
    const poll = pollPurchaseResult({
      fetchResult: () =>
        quietApi().then((calls) => calls.purchaseResult(query.provider, query.orderId)),
      onEvent: (event) => setView(viewOfEvent(event, context)),
    });
    return () => poll.stop();
  }, [searchText, locale, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { view, retry };
}
