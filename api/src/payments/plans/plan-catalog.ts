import { type Currency, isCurrency } from "@mvpn/contract/constants";
import { asc, eq } from "drizzle-orm";
import type { AppDb } from "../../db/database.js";
import { type PlanPriceRow, type PlanRow, planPrices, plans } from "../../db/schema/payments.js";
import type { Clock } from "../clock.js";
import { type PlanView, toPlanView } from "./plan-view.js";

/** The plan set shown when no (known) affiliate asks for another. */
export const DEFAULT_PLAN_SET = "default";

/** The trial offer of /vpn-trial: read with `plans?offer=trial`, open to everyone. */
export const TRIAL_PLAN_SET = "trial";

/** Plan sets anyone may buy from; the others belong to an affiliate (X-From or `_cps`). */
export const OPEN_PLAN_SETS: ReadonlySet<string> = new Set([DEFAULT_PLAN_SET, TRIAL_PLAN_SET]);

/** How long the in-memory copy of the plans is trusted: short, so every instance sees a change soon. */
export const PLAN_CACHE_TTL_MS = 10_000;

/**
 * One reading of the catalogue. Opaque outside this file: compare it by
 * identity (`catalog.fresh() === kept`) to know whether something computed
 * from it still holds.
 */
export interface CatalogSnapshot {
  loadedAt: number;
  plans: ReadonlyMap<number, { plan: PlanRow; prices: ReadonlyMap<string, PlanPriceRow> }>;
  planSets: ReadonlySet<string>;
  /** Rendered lists by "productType|planSet|currency": the hot path does no work. */
  lists: Map<string, readonly PlanView[]>;
}

/**
 * The active plans and their prices, read from the database at most once per
 * PLAN_CACHE_TTL_MS and kept in memory: the plan list is the most requested
 * call of the checkout and changes rarely. invalidate() drops the copy at once
 * (seeding, an admin change in this process); other instances catch up within
 * the TTL. Concurrent misses share one query.
 */
export class PlanCatalog {
  private snapshot: CatalogSnapshot | undefined;
  private loading: Promise<CatalogSnapshot> | undefined;

  constructor(
    private readonly db: AppDb,
    private readonly clock: Clock,
    private readonly ttlMs: number = PLAN_CACHE_TTL_MS,
  ) {}

  invalidate(): void {
    this.snapshot = undefined;
    this.loading = undefined;
  }

  /**
   * The copy in memory while it is fresh (younger than the TTL, not
   * invalidated), without waiting; undefined when the next read loads it
   * again. What a caller derived from a snapshot holds while this returns
   * that same snapshot.
   */
  fresh(): CatalogSnapshot | undefined {
    const snapshot = this.snapshot;
    if (snapshot && this.clock.now().getTime() - snapshot.loadedAt < this.ttlMs) return snapshot;
    return undefined;
  }

  /** The copy in memory, loaded again first when it is stale. */
  read(): Promise<CatalogSnapshot> {
    return this.current();
  }

  /** The plan set an X-From value selects: "CJ" → "cj" when that set exists, else the default. */
  async planSetFor(xFrom: string | undefined): Promise<string> {
    if (!xFrom?.trim()) return DEFAULT_PLAN_SET;
    return planSetIn(await this.current(), xFrom);
  }

  /**
   * The plan list of an application type and plan set in one currency,
   * shortest term first. A set with no plans for that application type falls
   * back to the default set.
   */
  async list(
    productType: number,
    planSet: string,
    currency: Currency,
  ): Promise<readonly PlanView[]> {
    return listIn(await this.current(), productType, planSet, currency);
  }

  /** One active plan and its price in a currency, or undefined. */
  async find(
    planId: number,
    currency: Currency,
  ): Promise<{ plan: PlanRow; price: PlanPriceRow } | undefined> {
    const entry = (await this.current()).plans.get(planId);
    const price = entry?.prices.get(currency);
    return entry && price ? { plan: entry.plan, price } : undefined;
  }

  private async current(): Promise<CatalogSnapshot> {
    const now = this.clock.now().getTime();
    if (this.snapshot && now - this.snapshot.loadedAt < this.ttlMs) return this.snapshot;
    if (!this.loading) {
      const loading = this.load(now).then(
        (snapshot) => {
          // Only keep it if nobody invalidated meanwhile.
          if (this.loading === loading) {
            this.snapshot = snapshot;
            this.loading = undefined;
          }
          return snapshot;
        },
        (error: unknown) => {
          if (this.loading === loading) this.loading = undefined;
          throw error;
        },
      );
      this.loading = loading;
    }
    return this.loading;
  }

  private async load(loadedAt: number): Promise<CatalogSnapshot> {
    const rows = await this.db
      .select({ plan: plans, price: planPrices })
      .from(plans)
      .innerJoin(planPrices, eq(planPrices.planId, plans.id))
      .where(eq(plans.isActive, true))
      .orderBy(asc(plans.sortOrder), asc(plans.durationMonths), asc(plans.id));
    const byId = new Map<number, { plan: PlanRow; prices: Map<string, PlanPriceRow> }>();
    const planSets = new Set<string>();
    for (const { plan, price } of rows) {
      let entry = byId.get(plan.id);
      if (!entry) {
        entry = { plan, prices: new Map() };
        byId.set(plan.id, entry);
        planSets.add(plan.planSet);
      }
      entry.prices.set(price.currency, price);
    }
    return { loadedAt, plans: byId, planSets, lists: new Map() };
  }
}

/** planSetFor on a snapshot already read: `xFrom` trimmed and lower-cased, or the default set. */
export function planSetIn(snapshot: CatalogSnapshot, xFrom: string | undefined): string {
  const name = xFrom?.trim().toLowerCase();
  if (!name) return DEFAULT_PLAN_SET;
  return snapshot.planSets.has(name) ? name : DEFAULT_PLAN_SET;
}

/** list on a snapshot already read. */
export function listIn(
  snapshot: CatalogSnapshot,
  productType: number,
  planSet: string,
  currency: Currency,
): readonly PlanView[] {
  const key = `${productType}|${planSet}|${currency}`;
  const cached = snapshot.lists.get(key);
  if (cached) return cached;
  let list = render(snapshot, productType, planSet, currency);
  if (list.length === 0 && planSet !== DEFAULT_PLAN_SET) {
    list = render(snapshot, productType, DEFAULT_PLAN_SET, currency);
  }
  snapshot.lists.set(key, list);
  return list;
}

function render(
  snapshot: CatalogSnapshot,
  productType: number,
  planSet: string,
  currency: Currency,
): PlanView[] {
  const views: PlanView[] = [];
  for (const { plan, prices } of snapshot.plans.values()) {
    if (plan.productType !== productType || plan.planSet !== planSet) continue;
    const price = prices.get(currency);
    if (price && isCurrency(currency)) views.push(toPlanView(plan, price, currency));
  }
  return views;
}
