import type { ProviderId } from "@mvpn/contract/constants";

/** Provider ids of SPEC.md §7, each behind one adapter in payments/<id>/ (the list is the contract's). */
export {
  isProviderId,
  isRedirectProvider,
  PROVIDER_IDS,
  type ProviderId,
  REDIRECT_PROVIDERS,
  type RedirectProviderId,
} from "@mvpn/contract/constants";

/** What each provider is, in words for docs, logs and the sandbox pages. */
export const PROVIDER_LABELS: Readonly<Record<ProviderId, string>> = {
  s1: "Card (s1)",
  pd: "Checkout (pd)",
  ps: "Wallet (ps)",
  rz: "Local payment methods (rz)",
  gap: "Google Pay / Apple Pay (gap)",
  tpa: "Third-party app (tpa)",
  so: "Hosted checkout (so)",
};
