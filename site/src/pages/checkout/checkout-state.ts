import type { PlanList } from "../../api/types";
import { isProviderId, type ProviderId } from "../../checkout/payment-methods";
import type { CheckoutNotice } from "./notice";

/** What the checkout holds beside the form's values and errors (useForm). */
export interface CheckoutState {
  plans: PlanList;
  method: ProviderId | null;
  /** The visitor chose a method; the address's `?method=` no longer applies. */
  methodPicked: boolean;
  notice: CheckoutNotice | null;
  priceChange: { from: string; to: string } | null;
  /** With a plan in the address the picker folds away; "Change plan" opens it again. */
  choosingPlan: boolean;
  walletOpen: boolean;
  /** On the way to the provider's page: the overlay stays until the page is left (or comes back from the cache). */
  redirecting: boolean;
}

export type CheckoutAction =
  | { type: "plans"; plans: PlanList }
  | { type: "offered"; providers: readonly ProviderId[]; fromAddress: string | null }
  | { type: "pick-method"; method: string }
  | { type: "notice"; notice: CheckoutNotice | null }
  | { type: "price-changed"; plans: PlanList; change: { from: string; to: string } }
  | { type: "choose-plan" }
  | { type: "plan-chosen" }
  | { type: "wallet"; open: boolean }
  | { type: "redirecting"; redirecting: boolean };

/** The first render is the prerendered HTML's: the first method, no notice. */
export function initialCheckout(
  plans: PlanList,
  providers: readonly ProviderId[],
  planId: string | null,
): CheckoutState {
  return {
    plans,
    method: providers[0] ?? null,
    methodPicked: false,
    notice: null,
    priceChange: null,
    choosingPlan: planId === null,
    walletOpen: false,
    redirecting: false,
  };
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case "plans":
      return { ...state, plans: action.plans };
    case "offered": {
      // The method of the address (back from a provider) until the visitor
      // picks one; always one the api offers.
      const back = action.fromAddress;
      const wanted = !state.methodPicked && isProviderId(back) ? back : state.method;
      const method =
        wanted && action.providers.includes(wanted) ? wanted : (action.providers[0] ?? null);
      return { ...state, method };
    }
    case "pick-method":
      return isProviderId(action.method)
        ? { ...state, method: action.method, methodPicked: true, notice: null }
        : { ...state, notice: null };
    case "notice":
      return { ...state, notice: action.notice };
    case "price-changed":
      return { ...state, plans: action.plans, priceChange: action.change };
    case "choose-plan":
      return { ...state, choosingPlan: true };
    case "plan-chosen":
      return { ...state, priceChange: null, choosingPlan: false };
    case "wallet":
      return { ...state, walletOpen: action.open };
    case "redirecting":
      return { ...state, redirecting: action.redirecting };
  }
}
