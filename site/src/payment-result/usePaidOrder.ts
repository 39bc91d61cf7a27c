import { useSearchParams } from "react-router";
import { quietApi } from "../api/quiet";
import type { OrderResult } from "../api/types";
import { useQuery } from "../app/hooks/useQuery";
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
  const searchText = search.toString();

  const order = useQuery(
    async (signal) => {
      const query = readPaymentQuery(new URLSearchParams(searchText));
      if (!query || !isLoggedIn()) return null;
      const result = await quietApi().then((calls) =>
        calls.purchaseResult(query.provider, query.orderId),
      );
      if (isPaid(result)) return result;
      if (!signal.aborted) navigate(paystatusPath(locale, query), { replace: true });
      return null;
    },
    [searchText, locale, navigate],
  );

  // A failure shows nothing about the order; the VIP time and the app still are.
  return order.status === "ready" ? order.data : null;
}
