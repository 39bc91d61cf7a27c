import type { GeoInfo } from "../state/geo";
import type { ProfileData } from "../state/user-info";

export type { GeoInfo, ProfileData };

/** Login and anonymous signup (docs/api.md). */
export interface SignedInData extends ProfileData {
  token: string;
}

export interface Device {
  app_type: number;
  app_name: string;
  os_name: string;
  os_version: string;
  last_seen_at: string;
  user_id: number;
  current: boolean;
}

/** SPEC.md §3 "Plan". */
export interface Plan {
  id: number;
  name?: string;
  price_amount: string;
  price_unit: string;
  money: string;
  price_discount_amount: string;
  price_deduction_amount: string;
  trial_price?: string;
  currency: string;
  currencySymbol: string;
  discount_percent: string;
  is_recommended?: boolean;
}

export interface PlanList {
  plan_set: string;
  currency: string;
  currencySymbol: string;
  max_discount: string;
  list: Plan[];
}

export interface Subscription {
  id: string;
  order_id: string;
  plan_id: number;
  plan_name: string;
  duration_months: number;
  provider: string;
  amount: string;
  currency: string;
  status: string;
  starts_at: string;
  ends_at: string;
}

export interface SubscriptionPage {
  list: Subscription[];
  total: number;
  page: number;
  page_size: number;
  vip: { remain_time: number; ends_at: string | null };
}

export interface CommonParams {
  plan_set: string;
  sandbox: boolean;
  providers: {
    id: string;
    name: string;
    mode: "sandbox" | "live";
    params: Record<string, unknown>;
  }[];
}

/** SPEC.md §3 "Purchase payload addition". */
export interface Cps {
  type: "cj" | "cf" | "admitad";
  cookie: string;
}

export interface PurchaseBody {
  plan_id: number | string;
  currency?: string;
  order_id?: string;
  return_url?: string;
  [field: string]: unknown;
}

export interface OrderResult {
  order_id: string;
  provider: string;
  status: string;
  order_status: string;
  paid: boolean;
  plan_id: number;
  amount: string;
  currency: string;
  redirect_url?: string | null;
  web_url?: string | null;
  failure_reason?: string | null;
  subscription?: { id: string; plan_id: number; starts_at: string; ends_at: string } | null;
  vip?: { remain_time: number } | null;
}

/** SPEC.md §3 "Localised price response" (GET /l10n/prices, not enveloped). */
export interface LocalizedPrices {
  customer_country: string;
  products: {
    product_id: number;
    currency: string;
    subscription: { price: { gross: number } };
  }[];
}
