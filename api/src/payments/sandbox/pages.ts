import { CURRENCY_SYMBOLS, isCurrency } from "@mvpn/contract/constants";
import { formatMinorUnits } from "../money.js";
import { PROVIDER_LABELS, type ProviderId } from "../providers.js";
import { html, page, type SafeHtml } from "./html.js";
import { LINK_SIGNATURE_PARAM } from "./links.js";

/** What a sandbox page shows about the order it is for. */
export interface SandboxPageOrder {
  id: string;
  provider: ProviderId;
  planName: string;
  amountMinor: number;
  /** A trial's renewal amount: with an amount of 0 the page saves the payment method for it. */
  renewalAmountMinor: number | null;
  currency: string;
  /** The sandbox payment's state on the provider's side. */
  status: string;
  expiresAt: Date;
  /** Where "Return to mVPN" leads: the site's /paystatus?order=…. */
  returnUrl: string;
  /** The signature of the page's link, carried by its buttons (sandbox/links.ts). */
  signature: string;
}

/** The query string a page's buttons carry: the signature of its link. */
function signed(order: SandboxPageOrder): string {
  return new URLSearchParams({ [LINK_SIGNATURE_PARAM]: order.signature }).toString();
}

export function formatAmount(amountMinor: number, currency: string): string {
  const symbol = isCurrency(currency) ? CURRENCY_SYMBOLS[currency] : "";
  return `${symbol}${formatMinorUnits(amountMinor)} ${currency}`;
}

/** A free trial: nothing is taken today, the payment method is kept for the renewal (ADR 0026). */
function isSetup(
  order: SandboxPageOrder,
): order is SandboxPageOrder & { renewalAmountMinor: number } {
  return order.amountMinor === 0 && order.renewalAmountMinor !== null;
}

function orderDetails(order: SandboxPageOrder): SafeHtml {
  if (isSetup(order)) {
    return html`<dl>
<dt>Order</dt><dd><code>${order.id}</code></dd>
<dt>Plan</dt><dd>${order.planName}, free trial</dd>
<dt>Due today</dt><dd class="amount">${formatAmount(0, order.currency)}</dd>
<dt>When the free period ends</dt><dd>${formatAmount(order.renewalAmountMinor, order.currency)}, unless cancelled before</dd>
</dl>
<p class="note">Nothing is charged today: approving saves this payment method for the renewal.</p>`;
  }
  return html`<dl>
<dt>Order</dt><dd><code>${order.id}</code></dd>
<dt>Plan</dt><dd>${order.planName}</dd>
<dt>Amount</dt><dd class="amount">${formatAmount(order.amountMinor, order.currency)}</dd>
</dl>`;
}

/** What the approve button says: a payment, or a payment method kept for a trial's renewal. */
const approveLabel = (order: SandboxPageOrder) =>
  isSetup(order) ? "Approve payment method" : "Approve payment";

/** "16 Nov 2026, 10:30 UTC": the page has no script, so the time is shown in UTC. */
function utcTime(date: Date): string {
  return `${date.toLocaleString("en-GB", {
    timeZone: "UTC",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  })} UTC`;
}

const OUTCOME_TEXT: Record<string, string> = {
  succeeded: "This payment was approved.",
  saved: "This payment method was saved for the renewal. Nothing was charged today.",
  declined: "This payment was declined.",
  abandoned: "This checkout was left without paying and has closed.",
};

function decided(title: string, order: SandboxPageOrder): string {
  const outcome = order.status === "succeeded" && isSetup(order) ? "saved" : order.status;
  const text = OUTCOME_TEXT[outcome] ?? "This payment is no longer open.";
  return page(
    title,
    html`<h1>${title}</h1>
${orderDetails(order)}
<p role="status">${text}</p>
<div class="actions"><a class="button" href="${order.returnUrl}">Return to mVPN</a></div>`,
  );
}

/**
 * The hosted checkout of a redirect provider (ps, rz, tpa, so, pd): the order,
 * the amount, "Approve payment" and "Decline payment", and a way back without
 * paying. Plain forms posting to the same page, so it works without script.
 */
export function checkoutPage(order: SandboxPageOrder): string {
  const title = `Pay with ${PROVIDER_LABELS[order.provider]}`;
  if (order.status !== "pending") return decided(title, order);
  const action = (decision: string) =>
    `/sandbox/${order.provider}/checkout/${order.id}/${decision}?${signed(order)}`;
  return page(
    title,
    html`<h1>${title}</h1>
${orderDetails(order)}
<p class="note">This checkout stays open until ${utcTime(order.expiresAt)}. If you leave without choosing, the payment counts as abandoned.</p>
<div class="actions">
<form method="post" action="${action("approve")}"><button type="submit" class="approve">${approveLabel(order)}</button></form>
<form method="post" action="${action("decline")}"><button type="submit" class="decline">Decline payment</button></form>
<form method="post" action="${action("cancel")}"><button type="submit" class="cancel">Cancel and return to mVPN</button></form>
</div>`,
  );
}

/** The extra card verification of the s1 sandbox (test card 4000 0027 6000 3184). */
export function verificationPage(order: SandboxPageOrder & { last4: string }): string {
  const title = "Verify your card";
  if (order.status !== "requires_action") return decided(title, order);
  const action = (decision: string) =>
    `/sandbox/s1/verify/${order.id}/${decision}?${signed(order)}`;
  return page(
    title,
    html`<h1>${title}</h1>
<p>Your bank asks you to confirm this payment with the card ending in <strong>${order.last4}</strong>.</p>
${orderDetails(order)}
<p class="note">This verification stays open until ${utcTime(order.expiresAt)}.</p>
<div class="actions">
<form method="post" action="${action("approve")}"><button type="submit" class="approve">${approveLabel(order)}</button></form>
<form method="post" action="${action("decline")}"><button type="submit" class="decline">Decline payment</button></form>
</div>`,
  );
}

export function notFoundPage(): string {
  return page(
    "Checkout not found",
    html`<h1>Checkout not found</h1>
<p>There is no open sandbox checkout at this address. Start the purchase again from the pricing page.</p>
<div class="actions"><a class="button" href="/pricing">Back to pricing</a></div>`,
  );
}
