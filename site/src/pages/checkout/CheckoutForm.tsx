import { CheckoutSteps, formatPrice, LoadingOverlay } from "@mvpn/design-system";
import { useEffect, useMemo, useReducer, useRef } from "react";
import { useIntl } from "react-intl";
import { useLocation } from "react-router";
import type { Plan, PlanList } from "../../api/types";
import { useGuardedNavigate } from "../../app/routing/guarded-navigation";
import { withLanguage } from "../../app/routing/paths";
import { useSignedInName } from "../../app/useSignedInName";
import { checkoutMessages, methodMessages } from "../../checkout/checkout-messages";
import { PAYMENT_FLOWS } from "../../checkout/payment-methods";
import { checkoutSummary } from "../../checkout/summary";
import { AccountSection } from "./AccountSection";
import { CheckoutSummaryAside } from "./CheckoutSummaryAside";
import { checkoutReducer, initialCheckout } from "./checkout-state";
import { declinedNotice, isFreeTrialPrice, returnNotice, trialUsedNotice } from "./notice";
import { PaymentSection } from "./PaymentSection";
import { PlanStep } from "./PlanStep";
import type { CheckoutData } from "./useCheckoutData";
import { useCheckoutForm, useCheckoutPay } from "./useCheckoutPay";
import { useTrialEligible } from "./useTrialEligible";
import { WalletSheet } from "./WalletSheet";

/**
 * The checkout (issue #12): plan, account, payment method and Pay, beside the
 * order summary. It renders the prerendered order first, as the HTML has it
 * (issue #34), and takes the api's answer when it comes; Pay waits for that
 * answer (`refreshPlans`). Whatever happens, what the visitor typed stays (a
 * card number is never stored, only kept in the form).
 */
export function CheckoutForm({
  data,
  planId,
  locale,
  refreshPlans,
}: {
  data: CheckoutData;
  planId: string | null;
  locale: string;
  /** The api's price check before paying; null until the api has answered the page. */
  refreshPlans: (() => Promise<PlanList>) | null;
}) {
  const intl = useIntl();
  const navigate = useGuardedNavigate();
  const location = useLocation();
  const query = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const signedInName = useSignedInName();
  const signedIn = signedInName !== null;

  const [state, dispatch] = useReducer(checkoutReducer, null, () =>
    initialCheckout(data.plans, data.providers, planId),
  );
  const { plans, method, notice } = state;
  const form = useCheckoutForm(method, signedIn);
  const noticeRef = useRef<HTMLDivElement>(null);

  // The api's list replaces the prerendered one when it comes.
  useEffect(() => dispatch({ type: "plans", plans: data.plans }), [data.plans]);

  // What the address asks for (back from a provider) applies after hydration.
  useEffect(() => {
    dispatch({ type: "offered", providers: data.providers, fromAddress: query.get("method") });
  }, [data.providers, query]);

  // Back from a provider (`?payment=…`): said once, when the page opens.
  const openingQuery = useRef(query);
  useEffect(() => {
    const opening = openingQuery.current;
    const back = returnNotice(opening.get("payment"));
    if (!back) return;
    dispatch({
      type: "notice",
      notice:
        opening.get("payment") === "declined" && opening.get("method") === "s1"
          ? declinedNotice(true)
          : back,
    });
  }, []);

  const plan: Plan | null = plans.list.find((item) => String(item.id) === planId) ?? null;
  // A returning buyer pays the full price: the trial is for a first subscription.
  const trialEligible = useTrialEligible(signedIn, plan?.trial_price);
  const summary = plan ? checkoutSummary(plan, { trialEligible }) : null;
  const methodName = method ? intl.formatMessage(methodMessages[method]) : "";

  // The free trial has no other price: say so now, not after Pay (issue #37).
  const freeTrialRefused = !trialEligible && isFreeTrialPrice(plan?.trial_price);
  useEffect(() => {
    if (freeTrialRefused) dispatch({ type: "notice", notice: trialUsedNotice() });
  }, [freeTrialRefused]);

  // Back from a provider's page with the browser's Back button: the page may come from the cache.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) dispatch({ type: "redirecting", redirecting: false });
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  useEffect(() => {
    if (notice) noticeRef.current?.scrollIntoView({ block: "nearest" });
  }, [notice]);

  const choosePlan = (id: string) => {
    dispatch({ type: "plan-chosen" });
    navigate(`${withLanguage(locale, `/pricing/checkout/${id}`)}${location.search}`, {
      replace: true,
      preventScrollReset: true,
    });
  };

  const { onPay, answerWallet } = useCheckoutPay({
    form,
    dispatch,
    data,
    locale,
    signedIn,
    plan,
    method,
    summary,
    trialEligible,
    refreshPlans,
  });

  const phase = state.redirecting ? "redirecting" : form.pending ? "paying" : "idle";
  const working = phase !== "idle";
  const flow = method ? PAYMENT_FLOWS[method] : null;
  const formatMoney = (amount: string) => formatPrice(amount, plans.currency, locale);

  return (
    <div className="flex flex-col gap-8">
      <CheckoutSteps current={plan ? (signedIn ? 2 : 1) : 0} />
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        {/* The order comes before the form in the document, not only on the screen: a phone
            shows it first, and the document arrives in pieces, so a summary placed first by CSS
            (order) but parsed after the form appeared above a form already painted and pushed it
            376 px down (CLS 0.22-0.31 in Lighthouse runs of /pricing/checkout/2). On a wide
            screen the grid puts it in the second column. */}
        {summary && plan ? (
          <CheckoutSummaryAside
            summary={summary}
            priceChange={state.priceChange}
            choosingPlan={state.choosingPlan}
            disabled={working}
            onChangePlan={() => dispatch({ type: "choose-plan" })}
          />
        ) : null}
        <LoadingOverlay
          className="lg:col-start-1 lg:row-start-1"
          active={working}
          label={intl.formatMessage(
            phase === "redirecting" ? checkoutMessages.redirecting : checkoutMessages.paying,
            { method: methodName },
          )}
        >
          <form
            ref={form.formRef}
            noValidate
            className="flex flex-col gap-10"
            onSubmit={(event) => {
              event.preventDefault();
              onPay();
            }}
          >
            {state.choosingPlan || !plan ? (
              <PlanStep plans={plans} value={planId} onChange={choosePlan} disabled={working} />
            ) : null}
            <AccountSection
              form={form}
              locale={locale}
              signedInName={signedInName}
              disabled={working}
            />
            <PaymentSection
              form={form}
              data={data}
              locale={locale}
              method={method}
              onMethodChange={(next) => dispatch({ type: "pick-method", method: next })}
              notice={notice}
              noticeRef={noticeRef}
              canPay={Boolean(plan && method && refreshPlans)}
              disabled={working}
              payLabel={
                flow === "redirect"
                  ? intl.formatMessage(checkoutMessages.continueButton, { method: methodName })
                  : intl.formatMessage(checkoutMessages.payButton, {
                      amount: summary ? formatMoney(summary.total) : "",
                    })
              }
            />
          </form>
        </LoadingOverlay>
      </div>
      <WalletSheet open={state.walletOpen} onAnswer={answerWallet} />
    </div>
  );
}
