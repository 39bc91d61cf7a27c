import type { CardFieldsValue } from "@mvpn/design-system";
import { type Dispatch, useRef } from "react";
import type { MessageDescriptor } from "react-intl";
import { useLocation } from "react-router";
import { quietApi } from "../../api/quiet";
import type { Plan, PlanList } from "../../api/types";
import { useGuardedNavigate } from "../../app/routing/guarded-navigation";
import { leavePageFor } from "../../app/routing/navigation-guards";
import { withLanguage } from "../../app/routing/paths";
import { attemptFor, type PaymentAttempt } from "../../checkout/attempt";
import { checkoutMessages } from "../../checkout/checkout-messages";
import { checkoutPort } from "../../checkout/checkout-port";
import { pay } from "../../checkout/pay";
import { PAYMENT_FLOWS, type ProviderId } from "../../checkout/payment-methods";
import { type CheckoutSummary, dueToday } from "../../checkout/summary";
import { type Form, useForm } from "../../forms/useForm";
import { cpsChannel } from "../../tracking/cps-channel";
import { signupInviteFields } from "../../tracking/invite";
import { CARD_MESSAGES, checkTyped } from "./checkout-checks";
import type { CheckoutAction } from "./checkout-state";
import { declinedOrderNotice, failureNotice, signupFailureNotice } from "./notice";
import type { CheckoutData } from "./useCheckoutData";

export interface CheckoutValues {
  email: string;
  card: CardFieldsValue;
}
export type CheckoutField = "email" | "number" | "expiry" | "cvc";
export type CheckoutFormModel = Form<CheckoutValues, CheckoutField, MessageDescriptor, "paying">;

const EMPTY_CHECKOUT: CheckoutValues = {
  email: "",
  card: { number: "", expiry: "", cvc: "", name: "" },
};

/** Where a field's value is: the email, or one of the card's. */
const checkoutFieldValue = (values: CheckoutValues, field: CheckoutField) =>
  field === "email" ? values.email : values.card[field];

/**
 * The checkout's form: the email and the card, their errors, and "paying"
 * while Pay runs. Checked as the method and the visitor now ask
 * (`checkTyped`), so a fixed field loses its error as it is typed (issue #38).
 */
export function useCheckoutForm(method: ProviderId | null, signedIn: boolean): CheckoutFormModel {
  return useForm<CheckoutValues, CheckoutField, MessageDescriptor, "paying">(EMPTY_CHECKOUT, {
    validate: (values) => (method ? checkTyped(values, method, signedIn) : {}),
    fieldValue: checkoutFieldValue,
  });
}

export interface CheckoutPayment {
  form: CheckoutFormModel;
  dispatch: Dispatch<CheckoutAction>;
  data: CheckoutData;
  locale: string;
  signedIn: boolean;
  plan: Plan | null;
  method: ProviderId | null;
  summary: CheckoutSummary | null;
  trialEligible: boolean;
  /** The api's price check before paying; null until the api has answered the page. */
  refreshPlans: (() => Promise<PlanList>) | null;
}

/**
 * Pay: the typed fields checked, then the account (a new visitor signs up
 * with the email), the price asked again (a change is shown, never charged
 * silently), and the provider's flow, one attempt (Idempotency-Key) per
 * payment. Whatever happens, what the visitor typed stays.
 */
export function useCheckoutPay(checkout: CheckoutPayment) {
  const navigate = useGuardedNavigate();
  const location = useLocation();
  const attempt = useRef<PaymentAttempt | null>(null);
  const walletAnswer = useRef<((answer: "approve" | "decline" | null) => void) | null>(null);
  const { form, dispatch } = checkout;

  const askWallet = () =>
    new Promise<"approve" | "decline" | null>((resolve) => {
      walletAnswer.current = resolve;
      dispatch({ type: "wallet", open: true });
    });

  const answerWallet = (answer: "approve" | "decline" | null) => {
    dispatch({ type: "wallet", open: false });
    walletAnswer.current?.(answer);
    walletAnswer.current = null;
  };

  function onPay() {
    const { data, locale, signedIn, plan, method, summary, trialEligible, refreshPlans } = checkout;
    if (form.pending || !plan || !method || !summary || !refreshPlans) return;
    dispatch({ type: "notice", notice: null });
    const { email, card } = form.values;
    if (!form.check()) return;
    void form.run("paying", async () => {
      const calls = await quietApi();

      if (!signedIn) {
        try {
          await calls.anonymousSignup({
            email: email.trim(),
            ...signupInviteFields(location.search),
            locale,
          });
        } catch (reason) {
          dispatch({ type: "notice", notice: signupFailureNotice(reason) });
          return;
        }
      }

      try {
        const fresh = await refreshPlans();
        const now = fresh.list.find((item) => item.id === plan.id);
        if (now && dueToday(now, trialEligible) !== summary.total) {
          dispatch({
            type: "price-changed",
            plans: fresh,
            change: { from: summary.total, to: dueToday(now, trialEligible) },
          });
          dispatch({
            type: "notice",
            notice: {
              tone: "warn",
              title: checkoutMessages.problemTitle,
              body: checkoutMessages.priceChangedNote,
            },
          });
          return;
        }
      } catch {
        dispatch({ type: "notice", notice: failureNotice("network") });
        return;
      }

      let walletToken: string | undefined;
      if (PAYMENT_FLOWS[method] === "wallet") {
        const answer = await askWallet();
        if (answer === null || !data.wallet) return;
        walletToken = answer === "approve" ? data.wallet.approve : data.wallet.decline;
      }
      const current = attemptFor(attempt.current, plan.id, method);
      attempt.current = current;
      const outcome = await pay({
        port: checkoutPort(calls, { cps: cpsChannel(location.search), card: data.card }),
        provider: method,
        attempt: current,
        currency: plan.currency,
        returnUrl: withLanguage(locale, "/paystatus"),
        card: { number: card.number, expiry: card.expiry, cvc: card.cvc },
        ...(walletToken ? { walletToken } : {}),
      });
      const orderQuery = (orderId: string) =>
        `?order=${encodeURIComponent(orderId)}&provider=${method}`;
      switch (outcome.kind) {
        case "redirect":
          dispatch({ type: "redirecting", redirecting: true });
          leavePageFor(outcome.url);
          return;
        case "paid":
          attempt.current = null;
          navigate(withLanguage(locale, `/paysuc${orderQuery(outcome.order.order_id)}`));
          return;
        case "pending":
          navigate(withLanguage(locale, `/paystatus${orderQuery(outcome.order.order_id)}`));
          return;
        case "declined":
          attempt.current = null;
          dispatch({ type: "notice", notice: declinedOrderNotice(outcome.order, method === "s1") });
          return;
        case "card-problem":
          form.showErrors({ [outcome.field]: CARD_MESSAGES[outcome.field][outcome.problem] });
          return;
        case "failed":
          if (outcome.failure !== "network") attempt.current = null;
          dispatch({ type: "notice", notice: failureNotice(outcome.failure) });
          return;
      }
    });
  }

  return { onPay, answerWallet };
}
