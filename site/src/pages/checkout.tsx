import { Alert, Button } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { useLocation, useParams } from "react-router";
import { PageNotFound } from "../app/frame/PageNotFound";
import { useLayoutData } from "../app/frame/useLayoutData";
import { checkoutMessages } from "../checkout/checkout-messages";
import { CheckoutForm } from "./checkout/CheckoutForm";
import { useCheckoutData } from "./checkout/useCheckoutData";

/**
 * /pricing/checkout/{id} (issue #12). The id is optional: without it the
 * visitor picks the plan here. The page is prerendered per plan id the web
 * product sells, with the plan, its price, the order summary and the form
 * (issue #34); the server answers any other id 404 (SPEC.md §2 validate).
 * After hydration the visitor's own list replaces the prerendered one (their
 * plan set, their currency), and an id that is in neither it nor the trial
 * offer's is the not-found page.
 */
export default function CheckoutPage() {
  const intl = useIntl();
  const { locale } = useLayoutData();
  const { pathname } = useLocation();
  const { id = null } = useParams();
  const load = useCheckoutData(id);

  if (
    load.status === "ready" &&
    id !== null &&
    !load.data.plans.list.some((plan) => String(plan.id) === id)
  ) {
    return <PageNotFound pathname={pathname} />;
  }

  return (
    <div data-slot="checkout" className="flex flex-col gap-8">
      <h1 className="font-display text-text m-0 text-3xl font-extrabold tracking-tight">
        {intl.formatMessage(checkoutMessages.heading)}
      </h1>
      {load.status === "failed" ? (
        <Alert
          tone="error"
          live
          action={
            <Button variant="outline" size="sm" onClick={load.retry}>
              {intl.formatMessage(checkoutMessages.retry)}
            </Button>
          }
        >
          {intl.formatMessage(checkoutMessages.loadFailed)}
        </Alert>
      ) : null}
      <CheckoutForm
        data={load.data}
        planId={id}
        locale={locale}
        refreshPlans={load.status === "ready" ? load.refreshPlans : null}
      />
    </div>
  );
}
