/** Provider ids of SPEC.md §7, each behind one adapter in payments/<id>/. */
export const PROVIDER_IDS = ["s1", "pd", "ps", "rz", "gap", "tpa", "so"] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

/** Providers whose checkout is a page of theirs the buyer is sent to (and back). */
export const REDIRECT_PROVIDERS = ["pd", "ps", "rz", "tpa", "so"] as const;
export type RedirectProviderId = (typeof REDIRECT_PROVIDERS)[number];

export function isProviderId(value: string): value is ProviderId {
  return (PROVIDER_IDS as readonly string[]).includes(value);
}

export function isRedirectProvider(value: string): value is RedirectProviderId {
  return (REDIRECT_PROVIDERS as readonly string[]).includes(value);
}

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
