import type {
  PaymentLogoId,
  PaymentMethod,
  PlanComparisonColumn,
  PlanComparisonRow,
} from "@mvpn/design-system";

import {
  foldMethods,
  METHOD_LOGOS,
  PROVIDER_ORDER,
  type ProviderId,
} from "../../../site/src/checkout/payment-methods";
import { siteCopy } from "./siteCopy";

/** The marks of the pricing page's "we accept" row. */
export const ACCEPTED_LOGOS: readonly PaymentLogoId[] = [
  "visa",
  "mastercard",
  "amex",
  "paypal",
  "apple-pay",
  "google-pay",
  "alipay",
  "bitcoin",
];

/** The site's seven providers in the component stories' order (the checkout's is PROVIDER_ORDER). */
const STORY_METHODS: readonly ProviderId[] = ["s1", "gap", "ps", "tpa", "so", "rz", "pd"];

/** A provider as the checkout words it, in a locale. */
function methodOf(locale: string, id: ProviderId): PaymentMethod {
  const t = siteCopy(locale, "pricing");
  return {
    value: id,
    label: t(`pricing.checkout.method.${id}`),
    description: t(`pricing.checkout.method.${id}.description`),
    logos: METHOD_LOGOS[id],
  };
}

/**
 * The seven methods as the checkout words them, in a locale; the last one
 * disabled, to show that state (the site disables the list while it pays).
 */
export function paymentMethods(locale: string): PaymentMethod[] {
  return STORY_METHODS.map((id, i) => ({
    ...methodOf(locale, id),
    ...(i === STORY_METHODS.length - 1 && { disabled: true }),
  }));
}

/**
 * The methods as the checkout offers them when the api offers all seven
 * (site/src/checkout/payment-methods.ts): card, wallets and PayPal first, the
 * others under "More ways to pay", each in the buyer's order.
 */
export function checkoutMethods(locale: string): { first: PaymentMethod[]; more: PaymentMethod[] } {
  const { first, more } = foldMethods(PROVIDER_ORDER);
  const of = (ids: readonly ProviderId[]) => ids.map((id) => methodOf(locale, id));
  return { first: of(first), more: of(more) };
}

/** What every plan includes, as the pricing page lists it (site/src/pages/pricing/PricingIncluded.tsx). */
const INCLUDED = ["servers", "devices", "noLogs", "streaming", "killSwitch", "support"] as const;

export function everyPlan(locale: string): PlanComparisonRow[] {
  const t = siteCopy(locale, "pricing");
  return INCLUDED.map((id) => ({ id, label: t(`pricing.included.${id}`) }));
}

/** The plans' terms in months, as the pricing page sells them. */
export const PLAN_MONTHS = [1, 12, 24] as const;

/** The plans side by side, for a comparison with columns. */
export function planColumns(locale: string): PlanComparisonColumn[] {
  const t = siteCopy(locale, "pricing");
  return PLAN_MONTHS.map((months) => ({
    id: String(months),
    label: t("pricing.plans.title", { months }),
  }));
}

/** Every plan has all of the site's inclusions: the columns agree, as on the pricing page. */
export function comparedFeatures(locale: string): PlanComparisonRow[] {
  const t = siteCopy(locale, "pricing");
  return (["servers", "devices", "noLogs", "killSwitch", "refund"] as const).map((id) => ({
    id,
    label: t(`pricing.included.${id}`),
    values: PLAN_MONTHS.map(() => true),
  }));
}

/** A phone narrower than our "phone" viewport (390): the 360 px the pages must fit without scrolling sideways. */
export const SMALL_PHONE = {
  parameters: {
    viewport: {
      options: {
        smallPhone: {
          name: "Small phone (360)",
          styles: { width: "360px", height: "780px" },
          type: "mobile",
        },
      },
    },
  },
  globals: { viewport: { value: "smallPhone", isRotated: false } },
} as const;

/** Nothing on the page is wider than the viewport: no sideways scroll. */
export function scrollsSideways(): boolean {
  return document.documentElement.scrollWidth > document.documentElement.clientWidth;
}

/** What sticks out of the viewport sideways, named by tag and slot, for a failing check to show. */
export function outOfViewport(root: HTMLElement): string[] {
  const width = document.documentElement.clientWidth;
  return [...root.querySelectorAll<HTMLElement>("*")]
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.left < -0.5 || box.right > width + 0.5);
    })
    .map(
      (element) =>
        `${element.tagName.toLowerCase()}[${element.dataset.slot ?? element.className}] ${Math.round(element.getBoundingClientRect().left)}…${Math.round(element.getBoundingClientRect().right)}`,
    );
}
