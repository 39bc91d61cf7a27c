import {
  anonymousSignupCall,
  changePasswordCall,
  deviceListCall,
  deviceUnbindCall,
  geoInfoCall,
  loginCall,
  logoutCall,
  profileCall,
  setPasswordCall,
  userIpBindCall,
  userIpQueryCall,
  userIpRemoveCall,
  verificationRequestCall,
} from "./account";
import { analyticsEventsCall } from "./analytics";
import { botChallengeCall } from "./bot";
import type { Call } from "./call";
import { remoteConfigCall } from "./config";
import {
  commonParamsCall,
  gapPurchaseResultCall,
  pdPrepurchaseCall,
  plansCall,
  psPurchaseCall,
  purchaseResultCalls,
  rzPurchaseCall,
  s1CreateSubscriptionCall,
  s1PublicKeyCall,
  soPurchaseCall,
  subscriptionMyCall,
  subscriptionSetRenewalCall,
  tpaPurchaseCall,
} from "./payments";
import { contactUsCall } from "./support";

export * from "./account";
export * from "./analytics";
export * from "./bot";
export * from "./call";
export * from "./config";
export * from "./envelope";
export * from "./fields";
export * from "./l10n";
export * from "./payments";
export * from "./support";

/**
 * Every call of SPEC.md §7 that the api answers under /api/mms (and /ws):
 * what the OpenAPI document must describe, one entry per endpoint.
 */
export const CALLS: readonly Call[] = [
  geoInfoCall,
  anonymousSignupCall,
  loginCall,
  logoutCall,
  verificationRequestCall,
  setPasswordCall,
  changePasswordCall,
  profileCall,
  userIpQueryCall,
  userIpBindCall,
  userIpRemoveCall,
  deviceListCall,
  deviceUnbindCall,
  contactUsCall,
  analyticsEventsCall,
  remoteConfigCall,
  botChallengeCall,
  plansCall,
  subscriptionMyCall,
  subscriptionSetRenewalCall,
  commonParamsCall,
  s1PublicKeyCall,
  s1CreateSubscriptionCall,
  pdPrepurchaseCall,
  psPurchaseCall,
  rzPurchaseCall,
  tpaPurchaseCall,
  soPurchaseCall,
  gapPurchaseResultCall,
  ...Object.values(purchaseResultCalls),
];
