// The shapes the api answers and takes (SPEC.md §3, §7), inferred from the
// contract's zod schemas (@mvpn/contract): types only, so no zod reaches the
// browser. The names are the ones the site's code has always used.
export type {
  CommonParams,
  Cps,
  Device,
  DeviceList,
  GeoInfo,
  LocalizedPrices,
  Plan,
  PlanList,
  Profile as ProfileData,
  PurchaseBody,
  SessionStart as SignedInData,
  Subscription,
  SubscriptionPage,
} from "@mvpn/contract";

import type { SoOrderResult } from "@mvpn/contract";

/**
 * What every purchase and purchase_result call answers (the contract's
 * OrderResult), read with so/purchase's `web_url` (SoOrderResult), which the
 * site copies to `redirect_url` (SPEC.md §7).
 */
export type OrderResult = SoOrderResult;
