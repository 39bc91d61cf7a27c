import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { quietApi } from "../api/quiet";
import type { OrderResult } from "../api/types";
import { useGuardedNavigate } from "../app/routing/guarded-navigation";
import { isLoggedIn } from "../state/session";
import { paystatusPath } from "./destinations";
import { readPaymentQuery } from "./payment-query";
import { isPaid } from "./payment-state";

/**
 * The paid order named in /paysuc's query, asked once (purchase_result is
 * cheap and idempotent). An order that is not paid goes to /paystatus, which
 * follows it; no order, or one the api cannot find, shows no purchase.
 */
export function usePaidOrder(locale: string): OrderResult | null {
  const [search] = useSearchParams();
  const navigate = useGuardedNavigate();
  const [order, setOrder] = useState<OrderResult | null>(null);
  const searchText = search.toString();

  useEffect(() => {
    const query = readPaymentQuery(new URLSearchParams(searchText));
    setOrder(null);
    if (!query || !isLoggedIn()) return;
    let current = true;
    quietApi()
      .then((calls) => calls.purchaseResult(query.provider, query.orderId))
      .then((result) => {
        if (!current) return;
        if (isPaid(result)) setOrder(result);
        else navigate(paystatusPath(locale, query), { replace: true });
      })
      .catch(() => {
        // Nothing to show about the order; the VIP time and the app still are.
      });
    return () => {
      current = false;
    };
  }, [searchText, locale, navigate]);

  return order;
}
