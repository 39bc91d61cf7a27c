import { Alert, Button, Spinner } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { useLocation, useParams } from "react-router";
import { PageNotFound } from "../app/frame/PageNotFound";
import { useLayoutData } from "../app/frame/useLayoutData";
import { checkoutMessages } from "../checkout/checkout-messages";
import { CheckoutForm } from "./checkout/CheckoutForm";
import { useCheckoutData } from "./checkout/useCheckoutData";

/** A plan id as the route may carry it: a positive whole number. */
const PLAN_ID = /^[1-9][0-9]{0,9}$/;

/**
 * /pricing/checkout/{id} (issue #12). The id is optional: without it the
 * visitor picks the plan here. An id that is not a plan of the visitor's
 * list is the not-found page (SPEC.md §2 validate); the server answers any
 * id with this page's HTML (an open parameter), so the check is made here.
 */
export default function CheckoutPage() {
  const intl = useIntl();
  const { locale } = useLayoutData();
  const { pathname } = useLocation();
  const { id = null } = useParams();
  const load = useCheckoutData(id);

  if (id !== null && !PLAN_ID.test(id)) return <PageNotFound pathname={pathname} />;
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
      {load.status === "ready" ? (
        <CheckoutForm
          data={load.data}
          planId={id}
          locale={locale}
          refreshPlans={load.refreshPlans}
        />
      ) : load.status === "failed" ? (
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
      ) : (
        <div className="text-text-muted flex min-h-64 items-center justify-center gap-3">
          <Spinner size="md" decorative />
          <span role="status">{intl.formatMessage(checkoutMessages.loading)}</span>
        </div>
      )}
    </div>
  );
}
