/** The cards of /paysuc under its success heading. */
export type PaySucCard = "password" | "purchase" | "vip-time" | "download";

/**
 * In what order /paysuc shows its cards (issue #38): the page tells the buyer
 * to download the app and log in, and logging in needs a password, so "Set a
 * password" comes first when the account has none; then what was bought
 * (when the query names a paid order), the VIP time and the download.
 */
export function paySucCards({
  needsPassword,
  hasOrder,
}: {
  needsPassword: boolean;
  hasOrder: boolean;
}): PaySucCard[] {
  return [
    ...(needsPassword ? (["password"] as const) : []),
    ...(hasOrder ? (["purchase"] as const) : []),
    "vip-time",
    "download",
  ];
}
