import {
  isProviderId as isContractProviderId,
  PROVIDER_KINDS,
  type ProviderId,
  type RedirectProviderId,
} from "@mvpn/contract/constants";
import type { PaymentMethod } from "@mvpn/design-system";

/**
 * The seven providers of SPEC.md §7 as a buyer meets them at checkout: how
 * each is paid is the contract's (`PROVIDER_KINDS`: card, wallet, redirect);
 * the order they are offered in is the checkout's. Words and logos are the
 * page's (checkout-messages.ts).
 */
export const PAYMENT_FLOWS = PROVIDER_KINDS;
export type { ProviderId };
export type RedirectProvider = RedirectProviderId;

/** The order a buyer sees them in: the most used first. */
export const PROVIDER_ORDER: readonly ProviderId[] = ["s1", "gap", "ps", "pd", "rz", "tpa", "so"];

/**
 * Card, wallets and PayPal, what most buyers pay with, stand first; the
 * others fold under "More ways to pay", so on a phone the card's fields sit
 * within a screen of the email (issue #38).
 */
export const FIRST_METHODS: readonly ProviderId[] = ["s1", "gap", "ps"];

/** The marks each method shows beside its name (the checkout's picker; the stories take them from here). */
export const METHOD_LOGOS: Readonly<Record<ProviderId, PaymentMethod["logos"]>> = {
  s1: ["visa", "mastercard", "amex"],
  gap: ["google-pay", "apple-pay"],
  ps: ["paypal"],
  pd: ["card"],
  rz: ["bank"],
  tpa: ["alipay", "wechat-pay"],
  so: ["bitcoin", "ethereum", "tether"],
};

export function isProviderId(value: string | null | undefined): value is ProviderId {
  return value != null && isContractProviderId(value);
}

/**
 * The offered providers split as the checkout's picker shows them: FIRST_METHODS
 * stand first and the rest fold under "More ways to pay", unless none of the
 * first is offered, when all stand unfolded. Order is kept.
 */
export function foldMethods(ids: readonly ProviderId[]): {
  first: ProviderId[];
  more: ProviderId[];
} {
  const first = ids.filter((id) => FIRST_METHODS.includes(id));
  if (first.length === 0) return { first: [...ids], more: [] };
  return { first, more: ids.filter((id) => !FIRST_METHODS.includes(id)) };
}

/** The providers the api offers (common/params), in the buyer's order. */
export function offeredProviders(ids: readonly string[]): ProviderId[] {
  return PROVIDER_ORDER.filter((id) => ids.includes(id));
}
