import type { Cps } from "@mvpn/contract";
import type { Currency, ProviderId } from "@mvpn/contract/constants";

/** SPEC.md §3 "Purchase payload addition": the affiliate attribution of a purchase (the contract's). */
export type { Cps };

/** Everything needed to open an order. */
export interface NewOrder {
  userId: number;
  /**
   * The buyer's application type (X-App-Type): a plan is sold only to the
   * app of its product (plans.product_type), as plans lists only its plans.
   */
  appType: number;
  planId: number;
  provider: ProviderId;
  currency: Currency;
  cps?: Cps | undefined;
  /** The Idempotency-Key header: the same key from the same user returns the same order. */
  idempotencyKey?: string | undefined;
  /** An order id the client generated (a UUID); doubles as an idempotency key. */
  orderId?: string | undefined;
  /**
   * The affiliate the buyer came through (X-From, else _cps.type), lower case:
   * the plans of an affiliate set are sold only to that affiliate's visitors.
   */
  affiliate?: string | undefined;
  /** Same-origin path to come back to after a hosted checkout (default /paystatus). */
  returnPath?: string | undefined;
  /**
   * The buyer's browser (the signed `mvpn_device` cookie's id): recorded on
   * an order priced as a trial, whose payment claims it with the account's.
   */
  deviceId?: string | undefined;
}
